import { formatMinutesSeconds } from '../../../../shared/text/format-duration';
import type { Playlist, PlaylistKind } from '../../../../shared/schemas/programming/playlists';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { songCount } from '../common/counts';

export const KIND_LABELS: Record<PlaylistKind, string> = { music: 'Música', jingles: 'Cortinillas' };

export const orderLabel = (shuffle: boolean) => (shuffle ? 'Aleatoria' : 'En orden');

/** A list's running time as a coordinator reads it: "4:05", "1 h 12 min". */
export function formatTotalDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 3600) return formatMinutesSeconds(whole);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.round((whole % 3600) / 60);
  return minutes === 60 ? `${hours + 1} h` : `${hours} h ${minutes} min`;
}

/** Seconds of the list's tracks that are still in the library (a deleted track leaves every list). */
export function totalSeconds(trackIds: readonly number[], tracksById: ReadonlyMap<number, Track>): number {
  return trackIds.reduce((sum, id) => sum + (tracksById.get(id)?.duration ?? 0), 0);
}

/** "Música · 12 canciones · 48:10 · Aleatoria": the one-line summary of the list and of the editor. */
export function playlistSummary(
  playlist: Pick<Playlist, 'kind' | 'shuffle' | 'trackIds'>,
  tracksById: ReadonlyMap<number, Track>,
): string {
  return [
    KIND_LABELS[playlist.kind],
    songCount(playlist.trackIds.length),
    formatTotalDuration(totalSeconds(playlist.trackIds, tracksById)),
    orderLabel(playlist.shuffle),
  ].join(' · ');
}
