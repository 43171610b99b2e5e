import type { StationContext } from '../../core/context';
import { recordingPath, recordingsRoot } from '../../recording/paths';

/** The file a repeat airs, from where in it the original airing starts, and how much of it belongs to that airing. */
export interface RepeatFile {
  file: string;
  offsetSeconds: number;
  /** Seconds of the original airing the file holds from the offset on. */
  seconds: number;
  /** The library track when the original airing was a recorded show (null for recordings). */
  trackId: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Where the recording of an earlier airing is: the live session recorded in that window (the one that covers most
 * of it), else the library file of the recorded show that aired at its start per the as-run log, else the logger's
 * hour in which it began (the bus as listeners heard it). Null when the station kept none of them.
 */
export function findRepeatFile(
  ctx: Pick<StationContext, 'repos' | 'config' | 'media'>,
  original: { startAt: number; endAt: number },
): RepeatFile | null {
  const { repos } = ctx;
  const root = recordingsRoot(ctx.config.dataDir);
  const window = { from: iso(original.startAt), to: iso(original.endAt) };
  const overlap = (start: number, end: number) => Math.min(end, original.endAt) - Math.max(start, original.startAt);
  const fromRecording = (kind: 'live' | 'logger', to: string) => {
    let best: RepeatFile | null = null;
    let bestOverlap = 0;
    for (const r of repos.recordings.list({ kind, from: window.from, to })) {
      const start = Date.parse(r.startedAt);
      const end = r.endedAt ? Date.parse(r.endedAt) : start + r.durationSec * 1000;
      const covered = overlap(start, end);
      if (covered <= bestOverlap) continue;
      bestOverlap = covered;
      const offsetSeconds = Math.max(0, (original.startAt - start) / 1000);
      const file = recordingPath(root, r.fileName);
      best = { file, offsetSeconds, seconds: covered / 1000, trackId: null };
    }
    return best;
  };
  const live = fromRecording('live', window.to);
  if (live) return live;
  const shown = repos.asRun.page({ ...window, kind: 'show' }, 0, 1).items[0];
  const track = shown?.trackId ? repos.tracks.get(shown.trackId) : undefined;
  if (shown && track) {
    const start = Date.parse(shown.startedAt);
    const offsetSeconds = Math.max(0, (original.startAt - start) / 1000);
    return {
      file: ctx.media.pathOf('audio', track.fileName),
      offsetSeconds,
      seconds: Math.min(track.duration - offsetSeconds, (original.endAt - original.startAt) / 1000),
      trackId: track.id,
    };
  }
  return fromRecording('logger', iso(original.startAt + 1));
}
