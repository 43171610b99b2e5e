import type { LogItem } from '../../../../shared/schemas/music/log';
import type { VoiceTrack } from '../../../../shared/schemas/music/voice-track';

/**
 * Where each voice track shows in the log: after the item it follows when its two songs still meet (the meeting
 * nearest its planned time), else after the last item planned before it (a flagged link, out of its place).
 * Keyed by the index of the item it follows; a link planned before the window's first item is keyed -1.
 */
export function placeLinks(items: readonly LogItem[], links: readonly VoiceTrack[]): Map<number, VoiceTrack[]> {
  const placed = new Map<number, VoiceTrack[]>();
  for (const link of links) {
    const at = Date.parse(link.plannedAt);
    let index = -1;
    let nearest = Number.POSITIVE_INFINITY;
    items.forEach((item, i) => {
      const next = items[i + 1];
      if (!next || item.trackId !== link.prevTrackId || next.trackId !== link.nextTrackId) return;
      const off = Math.abs(Date.parse(next.start) - at);
      if (off < nearest) [index, nearest] = [i, off];
    });
    if (index < 0) index = items.findLastIndex((item) => Date.parse(item.start) < at);
    placed.set(index, [...(placed.get(index) ?? []), link]);
  }
  return placed;
}
