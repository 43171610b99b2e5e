import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { corePid, type SourceCli, spawnSourceCli, waitForOk } from '../../../testing/station/cli-process';
import { ffmpegSource } from '../../../testing/station/source-clients';
import { waitFor } from '../../../testing/station/test-audio';
import { resolveFfmpegPath } from '../ffmpeg/path';

interface AsRunRow {
  id: number;
  kind: string;
  started_at: string;
  ended_at: string | null;
  seconds: number | null;
}

describe('the as-run after a crash during a live show', () => {
  let cli: SourceCli | undefined;
  afterEach(async () => {
    await cli?.close();
    cli = undefined;
  });

  it('closes the rows the crash left open at the restart, ending where the station stopped', async () => {
    // Under the opt-in supervisor, which starts a new core after the kill as a service manager would.
    cli = await spawnSourceCli({ EMISORA_SUPERVISE: '1' });
    await waitForOk(`${cli.url}/stream`);
    const db = new Database(path.join(cli.dataDir, 'emisora.db'), { readonly: true });
    const rows = () => db.prepare('SELECT id, kind, started_at, ended_at, seconds FROM as_run').all() as AsRunRow[];
    try {
      const key = (db.prepare("SELECT value FROM settings WHERE key = 'stream_key'").get() as { value: string }).value;
      const port = new URL(cli.url).port;
      const source = ffmpegSource(
        resolveFfmpegPath(process.env.FFMPEG_PATH),
        `icecast://source:${key}@127.0.0.1:${port}/live`,
        880,
      );
      try {
        const live = (await waitFor(
          'the live show in the as-run',
          () => rows().find((r) => r.kind === 'live'),
          30_000,
        ))!;
        // A few seconds of show, and the core killed as a power cut would.
        await waitFor('some of the show', () => Date.now() - Date.parse(live.started_at) > 3_000, 10_000);
        const core = corePid(cli.child.pid!)!;
        process.kill(core, 'SIGKILL');
        const killedAt = Date.now();
        expect(rows().find((r) => r.id === live.id)?.ended_at).toBeNull();

        await waitFor(
          'a new core',
          () => {
            const next = corePid(cli!.child.pid!);
            return next !== null && next !== core;
          },
          15_000,
        );
        await waitForOk(`${cli.url}/stream`);
        const closed = rows().find((r) => r.id === live.id)!;
        expect(closed.ended_at).not.toBeNull();
        // Its end is the last sign of the station before the crash: after the show began, not after the kill.
        const end = Date.parse(closed.ended_at!);
        expect(end).toBeGreaterThan(Date.parse(live.started_at));
        expect(end).toBeLessThanOrEqual(killedAt + 1_000);
        // The logger writes every second: the station's last sign of life is close to the kill.
        expect(end).toBeGreaterThan(killedAt - 5_000);
        expect(closed.seconds).toBeCloseTo((end - Date.parse(live.started_at)) / 1000, 0);
        // Nothing else stays open but what the new core is playing now.
        expect(rows().filter((r) => r.ended_at === null && r.id <= live.id)).toEqual([]);
      } finally {
        source.kill('SIGKILL');
      }
    } finally {
      db.close();
    }
  }, 90_000);
});
