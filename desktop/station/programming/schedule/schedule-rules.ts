import type { ScheduleProgramInput } from '../../../../shared/schemas/programming/station';
import { Conflict, Invalid } from '../../core/domain-errors';
import type { Repos } from '../../repos';

type Refs = Pick<Repos, 'schedule' | 'playlists' | 'tracks'>;

/**
 * What a programme must satisfy before it is written, whoever writes it: its references exist and fit (a slot's
 * playlist is a music list and its recording a library track, since the air depends on both), and its time is
 * free (two programmes at once would make "on air now" ambiguous). Throws the domain error that says which.
 */
export function assertProgrammeFits(repos: Refs, input: ScheduleProgramInput, exceptId?: number): void {
  if (input.playlistId !== null) {
    const kind = repos.playlists.kindOf(input.playlistId);
    if (!kind) throw new Invalid('validation_failed', 'La lista no existe.', 'playlistId');
    if (kind !== 'music')
      throw new Invalid(
        'validation_failed',
        'Un programa solo puede llevar una lista de música, no de cortinillas.',
        'playlistId',
      );
  }
  if (input.showTrackId !== null && !repos.tracks.get(input.showTrackId))
    throw new Invalid('validation_failed', 'La grabación no existe en la biblioteca.', 'showTrackId');
  const clash = repos.schedule.overlapping(input, exceptId);
  if (clash)
    throw new Conflict(
      'schedule_overlap',
      `Ese horario se solapa con «${clash.title}» (${clash.start}-${clash.end}).`,
      'start',
    );
}
