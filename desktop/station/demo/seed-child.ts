import path from 'node:path';
import { type Db, openDatabase } from '../db/database';
import { createStationEvents, type StationTopic } from '../events/station-events';
import type { Logger, LogLevel } from '../log';
import { createMediaStore } from '../media/store';
import { createRepos } from '../repos/index';
import { seedDemoIfFirstRun } from './seed';
import type { FromSeeder, ToSeeder } from './seed-messages';

/**
 * Entry of the short-lived process that seeds the first-run demo (forked by seed-in-child.ts). The serving
 * process never loads the demo's songs, pictures and shows, and the memory the seeding's work leaves behind
 * goes away with this process.
 */
const send = (message: FromSeeder) => process.send?.(message);

function ipcLogger(scopes: string[] = []): Logger {
  const at = (level: LogLevel) => (message: string, detail?: Record<string, unknown>) =>
    send({ type: 'log', level, scopes, message, detail });
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (scope) => ipcLogger([...scopes, scope]),
  };
}

/**
 * The serving process writes the same database meanwhile (play history, listener minutes). A deferred transaction
 * that reads before it writes fails at once with "database is locked" when the other process committed in between
 * (SQLite cannot wait there); one that takes the write lock as it begins waits its turn instead.
 */
function immediateTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn: Parameters<Db['transaction']>[0]) => transaction(fn).immediate) as Db['transaction'];
}

const TOPICS: readonly StationTopic[] = ['library', 'programming', 'settings', 'outputs', 'users'];
const stopping = new AbortController();

async function seed(start: Extract<ToSeeder, { type: 'start' }>): Promise<void> {
  const log = ipcLogger();
  const db = openDatabase(path.join(start.config.dataDir, 'emisora.db'));
  // Not on the air's thread: waiting for the serving process's short writes is fine here.
  db.pragma('busy_timeout = 10000');
  immediateTransactions(db);
  try {
    const events = createStationEvents(log.child('events'));
    for (const topic of TOPICS)
      events[topic].event((change) => send({ type: 'change', topic, tables: [...change.tables] }));
    const ctx = {
      config: start.config,
      log,
      db,
      repos: createRepos(db, events),
      events,
      media: createMediaStore(start.config.dataDir),
      ffmpegPath: start.ffmpegPath,
      seeding: { active: false },
      shutdown: stopping.signal,
    };
    await seedDemoIfFirstRun(ctx, { signal: stopping.signal });
  } finally {
    db.close();
  }
}

/** The last message: once it is written, every earlier one is too, and the channel can close. */
const finish = (last: FromSeeder) => process.send?.(last, undefined, undefined, () => process.disconnect?.());

process.on('message', (message: ToSeeder) => {
  if (message.type === 'stop') return stopping.abort();
  seed(message).then(
    () => finish({ type: 'done' }),
    (error: unknown) => {
      process.exitCode = 1;
      finish({ type: 'failed', message: (error as Error)?.message ?? String(error) });
    },
  );
});
// The serving process is gone (stopped, or killed outright): end with it rather than seed an orphaned station.
process.once('disconnect', () => stopping.abort());
