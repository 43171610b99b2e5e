import type { Logger } from '../../core/log';

/**
 * Reads every bus frame (20 ms of s16le stereo PCM, after the mix) in order. A tap must be cheap and
 * never block: it runs on the air path. The frame is shared: copy it before keeping it.
 */
export type BusTap = (frame: Buffer) => void;

/**
 * The taps on the mixer bus (level meter, silence detector, recorder, logger, extra outputs). A tap that
 * throws is removed and logged once, so a fault in a side feature never touches what goes on air.
 */
export function createBusTaps(log: Logger) {
  const taps = new Map<BusTap, string>();
  return {
    /** Adds a tap; the returned function removes it. */
    add(name: string, tap: BusTap): () => void {
      taps.set(tap, name);
      return () => void taps.delete(tap);
    },
    write(frame: Buffer) {
      for (const [tap, name] of taps) {
        try {
          tap(frame);
        } catch (error) {
          taps.delete(tap);
          log.error('bus tap failed and was removed', { tap: name, error: (error as Error).message });
        }
      }
    },
    size: () => taps.size,
  };
}
export type BusTaps = ReturnType<typeof createBusTaps>;
