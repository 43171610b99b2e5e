import type { Layer, TransitionShape } from '../bus/mixer';
import { framesFor } from '../bus/pcm';
import type { OnAirItem } from '../on-air/on-air-item';

/**
 * How the rotation's next item meets the song on air, from that song's own markers: it starts at the song's
 * next-start point and plays over the tail from there (a long fade gives a long overlap), or right at the cue-out
 * for a cold end (no overlap, no gap). A song never measured, or anything that is not a library song, gets the
 * station's fixed crossfade as before.
 */
export function transitionFrom(
  current: Layer<OnAirItem>,
  crossfadeFrames: number,
): { frames: number; shape: TransitionShape } {
  const planned = current.meta.planned;
  const track = planned?.track;
  if (!track || planned.file || !track.markersMeasured) return { frames: crossfadeFrames, shape: 'crossfade' };
  if (track.nextStartSec === null) return { frames: 0, shape: 'segue' };
  const end = track.cueOut ?? track.duration;
  return { frames: Math.max(0, framesFor(end - track.nextStartSec)), shape: 'segue' };
}
