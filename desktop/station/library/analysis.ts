import type { StationContext } from '../core/context';
import type { PlayableTrack } from '../repos/library/tracks';
import { lowerPriority } from '../ffmpeg/priority';
import { analysisArgs } from '../ffmpeg/ffmpeg-args';
import type { Runner } from '../ffmpeg/runner';
import { type LoudnessReading, type SegueMarkers, segueMarkers } from './segue-markers';

export interface TrackAnalysis extends SegueMarkers {
  cueIn: number | null;
  cueOut: number | null;
  loudnessLufs: number | null;
}

const NOTHING: TrackAnalysis = { cueIn: null, cueOut: null, loudnessLufs: null, introSec: null, nextStartSec: null };

// A gap shorter than this at an edge is not worth trimming; it also absorbs encoder padding.
const EDGE_TOLERANCE = 0.05;

/** Cue points and loudness from the text ffmpeg's silencedetect + ebur128 print, and the markers from its readings. */
function analysisOf(stderr: string, readings: readonly LoudnessReading[]): TrackAnalysis {
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  const total = duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : null;
  const periods: Array<{ start: number; end: number | null }> = [];
  for (const match of stderr.matchAll(/silence_(start|end): (-?\d+(?:\.\d+)?)/g)) {
    const value = Math.max(0, Number(match[2]));
    if (match[1] === 'start') periods.push({ start: value, end: null });
    else if (periods.length > 0 && periods.at(-1)!.end === null) periods.at(-1)!.end = value;
  }
  const first = periods[0];
  const last = periods.at(-1);
  const cueIn =
    first && first.start <= EDGE_TOLERANCE && first.end !== null && first.end > EDGE_TOLERANCE ? first.end : null;
  const endsAtEof = last && (last.end === null || (total !== null && last.end >= total - EDGE_TOLERANCE));
  let cueOut = last && endsAtEof && last.start > (cueIn ?? 0) ? last.start : null;
  // A file that is silence from start to end has nothing to trim to.
  if (cueIn !== null && total !== null && cueIn >= total - EDGE_TOLERANCE) return NOTHING;
  if (cueOut !== null && total !== null && cueOut >= total - EDGE_TOLERANCE) cueOut = null;
  const loudness = /Integrated loudness:\s*I:\s*(-?\d+(?:\.\d+)?) LUFS/.exec(stderr);
  // ebur128 reports its floor (-70) for silence: nothing measured.
  const measured = loudness ? Number(loudness[1]) : null;
  const loudnessLufs = measured !== null && measured > -69 ? measured : null;
  const end = cueOut ?? total ?? readings.at(-1)?.t ?? 0;
  return { cueIn, cueOut, loudnessLufs, ...segueMarkers(readings, loudnessLufs, cueIn ?? 0, end) };
}

// One of ebur128's 100 ms lines: "t: 12.3  TARGET:-23 LUFS  M: -18.2 S: …".
const READING = /\bt:\s*(\d+(?:\.\d+)?)\s+TARGET:\S+ LUFS\s+M:\s*(-?\d+(?:\.\d+)?)/;

/**
 * Reads ffmpeg's analysis output as it arrives: the 100 ms loudness lines become numbers at once (a two-hour show
 * prints 72,000 of them), the rest is kept as text for the cue points and the summary.
 */
export function createAnalysisReader() {
  const readings: LoudnessReading[] = [];
  const kept: string[] = [];
  let partial = '';
  const take = (line: string) => {
    const reading = READING.exec(line);
    if (reading) readings.push({ t: Number(reading[1]), lufs: Number(reading[2]) });
    else kept.push(line);
  };
  return {
    push(chunk: string) {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) take(line);
    },
    result(): TrackAnalysis {
      take(partial);
      partial = '';
      return analysisOf(kept.join('\n'), readings);
    },
  };
}

/** The analysis of one complete ffmpeg output. Pure. */
export function parseAnalysis(stderr: string): TrackAnalysis {
  const reader = createAnalysisReader();
  reader.push(stderr);
  return reader.result();
}

/** Loudness correction for a measured track, limited so a quiet file is not boosted into noise. */
export function gainFor(loudnessLufs: number | null, targetLufs: number): number {
  if (loudnessLufs === null || !Number.isFinite(loudnessLufs)) return 0;
  return Math.max(-20, Math.min(12, targetLufs - loudnessLufs));
}

// A result that could not be saved (the database locked by another program) is measured again this much later.
const RETRY_MS = 2_000;

/**
 * Background queue: measures each unanalysed track once, one at a time, off the air path, woken by the station's
 * library events (no polling).
 * A file that cannot be decoded is marked broken so rotation skips it.
 */
export function createAnalysisQueue(
  ctx: Pick<StationContext, 'repos' | 'media' | 'ffmpegPath' | 'log'>,
  runner: Runner,
) {
  const log = ctx.log.child('analysis');
  let running = false;
  /** A library change arrived while draining: look again once done (the upload may be newer than the list). */
  let again = false;
  let stopped = true;
  let retry: NodeJS.Timeout | undefined;

  const analyse = (track: PlayableTrack) =>
    new Promise<TrackAnalysis | null>((resolve) => {
      let file: string;
      try {
        file = ctx.media.pathOf('audio', track.fileName);
      } catch {
        return resolve(null);
      }
      const child = runner.spawn({
        name: `analysis:${track.id}`,
        command: ctx.ffmpegPath,
        args: analysisArgs(file),
        stdin: false,
      });
      lowerPriority(child.pid);
      const reader = createAnalysisReader();
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => reader.push(chunk));
      child.once('error', () => resolve(null));
      child.once('close', (code) => resolve(code === 0 ? reader.result() : null));
    });

  const drainSafely = (): Promise<void> =>
    drain().catch((error: Error) => {
      log.warn('analysis not saved; retried shortly', { error: error.message });
      clearTimeout(retry);
      retry = setTimeout(() => void drainSafely(), RETRY_MS);
    });

  async function drain() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        for (const track of ctx.repos.tracks.listUnanalyzed()) {
          if (stopped) break;
          const result = await analyse(track);
          if (stopped) break;
          if (!ctx.repos.tracks.get(track.id)) continue; // deleted meanwhile
          if (result) {
            ctx.repos.tracks.saveAnalysis(track.id, result);
            log.debug('track analysed', { id: track.id, ...result });
          } else {
            ctx.repos.tracks.saveAnalysis(track.id, NOTHING);
            ctx.repos.tracks.markBroken(track.id);
            log.warn('track could not be analysed; marked broken', { id: track.id, title: track.title });
          }
        }
      } while (again && !stopped);
    } finally {
      running = false;
    }
  }

  return {
    start() {
      stopped = false;
      void drainSafely();
    },
    /** Looks for unanalysed tracks now: the engine calls it on every library change (an upload is measured at once). */
    nudge() {
      void drainSafely();
    },
    stop() {
      stopped = true;
      clearTimeout(retry);
    },
    busy: () => running,
  };
}
