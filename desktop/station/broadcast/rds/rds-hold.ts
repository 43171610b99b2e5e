import type { OnAirItem } from '../on-air/on-air-item';

/**
 * The transmitter plays the bus late (the air output's delay setting plus its device's buffer): an item that
 * reached the bus reaches the encoder when it reaches the transmitter. Items leave in the order they came even if
 * the delay is shortened meanwhile; with no hold they go at once, as they did before the air output existed.
 */
/** `now` is monotonic ms: the hold is a duration. */
export function createRdsHold(options: { holdMs(): number; release(item: OnAirItem): void; now(): number }) {
  const now = options.now;
  const waiting: { dueAt: number; item: OnAirItem }[] = [];
  let timer: NodeJS.Timeout | undefined;

  function releaseDue() {
    timer = undefined;
    for (let due = waiting[0]; due && due.dueAt <= now(); due = waiting[0]) {
      waiting.shift();
      options.release(due.item);
    }
    const next = waiting[0];
    if (next) timer = setTimeout(releaseDue, Math.max(0, next.dueAt - now()));
  }

  return {
    push(item: OnAirItem) {
      const hold = options.holdMs();
      if (hold <= 0 && waiting.length === 0) return options.release(item);
      const dueAt = Math.max(now() + hold, waiting.at(-1)?.dueAt ?? 0);
      waiting.push({ dueAt, item });
      if (!timer) timer = setTimeout(releaseDue, Math.max(0, dueAt - now()));
    },
    /** Off air: what has not reached the transmitter yet never will. */
    clear() {
      clearTimeout(timer);
      timer = undefined;
      waiting.length = 0;
    },
  };
}
