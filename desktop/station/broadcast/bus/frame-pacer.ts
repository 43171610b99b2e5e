import { AUDIO } from '../../../../shared/station/audio-format';
import type { Clock } from '../../core/clock';

// Encoders run this far ahead of real time. Listeners' own buffers (the burst) absorb event-loop
// pauses, and missed frames are caught up, so a small lead is enough and keeps live latency low.
const LEAD_FRAMES = 3;
// After a stall the missed frames are rendered at once, so listeners (who hold a ~4 s burst) still
// receive real-time rate on average. Past 3 s (machine suspended, debugger) the gap is skipped.
const MAX_CATCH_UP_FRAMES = 150;

/**
 * The bus's real-time rate: frames due are counted from a monotonic start time, so timer jitter never drifts the
 * output rate. `pump(n)` renders n frames and calls `wrote()` for each.
 */
export function createFramePacer(clock: Clock, pump: (frames: number) => void) {
  let timer: NodeJS.Timeout | undefined;
  let startMs = 0;
  let written = 0;
  let skipped = 0;

  function tick() {
    const due = Math.floor((clock.monotonic() - startMs) / AUDIO.frameMs) + LEAD_FRAMES - written;
    if (due > MAX_CATCH_UP_FRAMES) {
      skipped += due - MAX_CATCH_UP_FRAMES;
      written += due - MAX_CATCH_UP_FRAMES;
    }
    pump(Math.min(due, MAX_CATCH_UP_FRAMES));
  }

  return {
    start() {
      if (timer) return;
      startMs = clock.monotonic();
      written = 0;
      timer = setInterval(tick, AUDIO.frameMs / 2);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    wrote() {
      written++;
    },
    written: () => written,
    /** Frames never rendered because the process was stalled for over a second. */
    skipped: () => skipped,
  };
}
