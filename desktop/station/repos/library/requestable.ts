import type { TrackKind } from '../../../../shared/schemas/library/tracks';
import { Invalid } from '../../core/domain-errors';

/**
 * Jingles, spots and shows are never requestable: asking for it is refused before anything is written (the
 * database aborts it too, migration 28). `otherKind` says whether a track concerned is not a song today.
 */
export function assertRequestable(changes: { requestable?: boolean; kind?: TrackKind }, otherKind: () => boolean) {
  if (changes.requestable !== true) return;
  if (changes.kind ? changes.kind !== 'music' : otherKind())
    throw new Invalid(
      'not_music',
      'Solo las canciones se pueden pedir: cuñas, sintonías y programas nunca.',
      'requestable',
    );
}
