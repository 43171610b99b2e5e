import type { Db } from './database';

/** A write that failed for lack of room: the disk (or the user's quota) is full, SQLite included. */
export const isStorageFull = (error: unknown): boolean => {
  const code = (error as { code?: unknown })?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL';
};

/** Worth trying again later: no room, or another program holds the database's lock. */
const isPassing = (error: unknown) => {
  const code = (error as { code?: unknown })?.code;
  return isStorageFull(error) || code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
};

const RETRY_MS = 2_000;

/**
 * Small writes the station must never lose nor fail on when the disk is full (an audit line, an alert, a session):
 * tried at once, else kept in memory in order and tried again every few seconds until there is room. A write that
 * waits must be idempotent in effect (it may run once only, but later than asked) and carry its own time.
 */
export function createWriteBehind(db: Pick<Db, 'open'>, retryMs = RETRY_MS) {
  const queue: Array<() => void> = [];
  let timer: NodeJS.Timeout | null = null;
  let dropped = 0;

  /** Writes what waits, oldest first; stops at the first that still finds no room. True when nothing waits. */
  function flush(): boolean {
    while (queue.length > 0 && db.open) {
      try {
        queue[0]!();
      } catch (error) {
        if (isPassing(error)) return false;
        // Not a matter of room: trying again would fail the same way for ever.
        dropped++;
      }
      queue.shift();
    }
    if (queue.length === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
    return queue.length === 0;
  }

  return {
    /**
     * Writes now, or, when the disk is full, later: true when written now. Other errors are thrown. While older
     * writes wait, this one waits behind them, so the rows keep their order.
     */
    run(write: () => void): boolean {
      if (flush()) {
        try {
          write();
          return true;
        } catch (error) {
          if (!isPassing(error)) throw error;
        }
      }
      queue.push(write);
      timer ??= setInterval(flush, retryMs);
      timer.unref();
      return false;
    },
    flush,
    /** Writes waiting for room. */
    waiting: () => queue.length,
    /** Waiting writes that failed for another reason when tried again, and were given up. */
    dropped: () => dropped,
  };
}
export type WriteBehind = ReturnType<typeof createWriteBehind>;

const byDb = new WeakMap<Pick<Db, 'open'>, WriteBehind>();

/** The one queue of a database: its repos and the alerts share it, so what waits is written in the order it came. */
export function writeBehindOf(db: Pick<Db, 'open'>): WriteBehind {
  let queue = byDb.get(db);
  if (!queue) {
    queue = createWriteBehind(db);
    byDb.set(db, queue);
  }
  return queue;
}
