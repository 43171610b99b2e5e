import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import type { Statement } from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';
import { apiClient } from '../../../../testing/station/api-client';

const LIBRARY = 300;
// A session look-up and the settings the status reads; a path that lists the library reads hundreds of rows.
const MAX_STATEMENTS = 15;
type Executed = { sql: string; rows: number; by: string | undefined };

/**
 * Every statement the database runs, with the rows it returned and the request that caused it: better-sqlite3's
 * Statement methods wrapped on their prototype (so statements prepared at start-up count too) and db.exec; each HTTP
 * request the server receives runs in an async context named after it, so the playout's own timers, which run
 * beside the requests, are not counted against them (the work a request starts, such as skip's, is).
 */
function recordStatements(db: TestStation['context']['db']) {
  const executed: Executed[] = [];
  const cause = new AsyncLocalStorage<string>();
  let naming: string | undefined;
  const prototype = Object.getPrototypeOf(db.prepare('SELECT 1')) as Record<string, unknown>;
  const originals = new Map<string, unknown>();
  for (const method of ['run', 'get', 'all', 'iterate'] as const) {
    const original = prototype[method] as (...args: unknown[]) => unknown;
    originals.set(method, original);
    prototype[method] = function (this: Statement, ...args: unknown[]) {
      const result = original.apply(this, args);
      const rows = method === 'all' ? (result as unknown[]).length : method === 'get' ? (result ? 1 : 0) : 0;
      executed.push({ sql: this.source, rows, by: cause.getStore() });
      return result;
    };
  }
  const exec = db.exec;
  db.exec = (sql: string) => {
    executed.push({ sql, rows: 0, by: cause.getStore() });
    return exec.call(db, sql);
  };
  const original = http.Server.prototype.emit;
  const emit = original as (this: http.Server, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request' && naming) return cause.run(naming, () => emit.call(this, event, ...args));
    return emit.call(this, event, ...args);
  } as typeof original;
  return {
    executed,
    /** The statements `work` caused, directly or through the requests it made. */
    async during(name: string, work: () => unknown): Promise<Executed[]> {
      naming = name;
      const from = executed.length;
      await cause.run(name, async () => work());
      naming = undefined;
      return executed.slice(from).filter((s) => s.by === name);
    },
    restore() {
      for (const [method, original] of originals) prototype[method] = original;
      db.exec = exec;
      http.Server.prototype.emit = original;
    },
  };
}

/** Status, now-playing and skip never read the whole library (a count or an indexed look-up does). */
describe('hot paths do not list the library', () => {
  let station: TestStation;
  let admin: string;

  beforeAll(async () => {
    station = await startTestStation();
    admin = await station.login();
    await station.ready;
    // A library big enough that listing it shows in the rows read. Marked broken (their files do not exist), so the
    // playout leaves them alone and what is counted below is the requests' own work.
    const { tracks } = station.context.repos;
    station.context.repos.transaction(() => {
      for (let i = 0; i < LIBRARY; i++) {
        const { id } = tracks.create({
          title: `Canción ${i}`,
          artist: `Artista ${i % 40}`,
          album: null,
          duration: 180,
          fileName: `falta-${i}.mp3`,
          coverFile: null,
          uploadedBy: 1,
        });
        tracks.markBroken(id);
      }
    })();
  }, 60_000);
  afterAll(() => station?.close());

  it('answers status, now-playing and skip with a few statements that read a few rows', async () => {
    const record = recordStatements(station.context.db);
    const requests: Array<[string, () => unknown]> = [
      ['admin status', () => apiClient(station, admin).send('streaming.status')],
      ['public status', () => apiClient(station).send('streaming.status')],
      ['now-playing', () => apiClient(station).send('nowPlaying.get')],
      ['skip', () => apiClient(station, admin).send('streaming.skip')],
      [
        'in-process status and now-playing',
        () => [station.context.broadcast.status(), station.context.broadcast.nowPlaying()],
      ],
    ];
    try {
      // Each request three times; the fewest statements of the three are its own. The recorder sees every statement
      // while a request is in flight, so the playout's own reads (its next decision, the schedule reloaded) can land
      // in one of them on a loaded machine; a path that lists the library does so every time.
      const runs = new Map<string, Array<Array<{ rows: number; sql: string }>>>();
      for (let i = 0; i < 3; i++)
        for (const [name, request] of requests) {
          const statements = await record.during(name, async () => {
            const answer = await request();
            if (answer instanceof Response) expect(answer.status, name).toBeLessThan(500);
          });
          runs.set(name, [...(runs.get(name) ?? []), statements]);
        }
      for (const [name, tries] of runs) {
        const fewest = tries.reduce((best, next) => (next.length < best.length ? next : best));
        const listing = fewest.map((s) => `${s.rows} ${s.sql}`).join('\n');
        expect(fewest.length, `${name}:\n${listing}`).toBeLessThanOrEqual(MAX_STATEMENTS);
        expect(
          fewest.reduce((sum, s) => sum + s.rows, 0),
          `${name}:\n${listing}`,
        ).toBeLessThan(LIBRARY / 10);
      }
      // The recorder sees the requests' statements (a wrapper that missed them would let any path pass).
      expect(record.executed.filter((s) => s.by === 'admin status').length).toBeGreaterThan(0);
    } finally {
      record.restore();
    }
  });
});
