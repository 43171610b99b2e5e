import type { PlayableTrack } from '../../repos/library/tracks';

/**
 * A song whose markers are not measured (or that has none: a cold end, a song loud from its first second) may be
 * talked over this much at its end and at its start.
 */
export const DEFAULT_TALK_OVER_SEC = 10;
/** What a link adds to the hour by itself, between the two overlaps: longer is refused as too long for its gap. */
export const LINK_ALONE_MAX_SEC = 60;

/** The played length of a track: cue-in to cue-out. */
export const playedSeconds = (track: Pick<PlayableTrack, 'cueIn' | 'cueOut' | 'duration'>) =>
  Math.max(0, (track.cueOut ?? track.duration) - (track.cueIn ?? 0));

type Marked = Pick<PlayableTrack, 'cueIn' | 'cueOut' | 'duration' | 'introSec' | 'nextStartSec'>;

/**
 * How much of a song a link may talk over: the end of the song before it (`outro`: from its next-start point to its
 * cue-out) and the start of the song after it (`intro`: from its cue-in to where its vocals start). Markers are
 * positions on the file's timeline; a song without them gets the default window. Never more than half the song.
 */
export function talkOverWindows(before: Marked, after: Marked): { outroSec: number; introSec: number } {
  const outro = before.nextStartSec === null ? null : (before.cueOut ?? before.duration) - before.nextStartSec;
  const intro = after.introSec === null ? null : after.introSec - (after.cueIn ?? 0);
  return {
    outroSec: Math.min(outro !== null && outro > 0 ? outro : DEFAULT_TALK_OVER_SEC, playedSeconds(before) / 2),
    introSec: Math.min(intro !== null && intro > 0 ? intro : DEFAULT_TALK_OVER_SEC, playedSeconds(after) / 2),
  };
}

/** Why a link of this length and overlaps does not fit the gap it was recorded for; null when it fits. */
export function gapRefusal(
  link: { durationSec: number; overlapBeforeSec: number; overlapAfterSec: number },
  windows: { outroSec: number; introSec: number },
): string | null {
  const round = (s: number) => Math.round(s * 10) / 10;
  if (link.overlapBeforeSec > windows.outroSec + 0.05)
    return `El solapamiento con la canción anterior (${round(link.overlapBeforeSec)} s) supera el final que se puede pisar (${round(windows.outroSec)} s).`;
  if (link.overlapAfterSec > windows.introSec + 0.05)
    return `El solapamiento con la canción siguiente (${round(link.overlapAfterSec)} s) supera la entrada que se puede pisar (${round(windows.introSec)} s).`;
  const gap = link.overlapBeforeSec + link.overlapAfterSec + LINK_ALONE_MAX_SEC;
  if (link.durationSec > gap + 0.05)
    return `El enlace dura ${round(link.durationSec)} s y el hueco para el que se grabó admite ${round(gap)} s: recórtalo o grábalo más corto.`;
  if (link.overlapBeforeSec + link.overlapAfterSec > link.durationSec + 0.05)
    return 'Los solapamientos suman más que el propio enlace.';
  return null;
}
