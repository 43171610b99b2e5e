import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAMMING } from '../../../../shared/station/station-rules';
import { apiClient } from '../../../../testing/station/api-client';
import { killTree, type SourceCli, spawnSourceCli, waitForOk } from '../../../../testing/station/cli-process';
import { waitFor } from '../../../../testing/station/test-audio';
import { loginAt, startTestStation, type TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';

// Short songs, so the standby's next decision after the takeover comes soon; several, so the plans can differ.
const TONES = [440, 523, 587, 659, 740, 831];
const TONE_SECONDS = 12;
const TAKEOVER_AFTER_MS = 3_000;

interface Planned {
  title: string;
  start: number;
  position: number | null;
}

/** The log position of the last item the studio put on air, from its database after the kill (its as-run). */
function lastAiredPosition(dataDir: string): number | null {
  const db = new Database(path.join(dataDir, 'emisora.db'), { readonly: true });
  try {
    const row = db.prepare('SELECT log_position AS position FROM as_run ORDER BY id DESC LIMIT 1').get() as
      | { position: number | null }
      | undefined;
    return row?.position ?? null;
  } finally {
    db.close();
  }
}

/**
 * kill -9 of the studio: the standby that takes the air plays the item the studio's log had at that instant, and
 * then the log's next item, with the log's positions (the studio's plan, not the standby's own).
 */
describe("a standby taking the air joins the studio's plan", () => {
  let studioDir = '';
  let studio: SourceCli | null = null;
  let standby: TestStation;
  let timeline: Planned[] = [];
  let killedAt = 0;

  const studioFetch = (pathname: string, init?: RequestInit) => fetch(`${studio!.url}${pathname}`, init);
  const standbyRows = () =>
    standby.context.db
      .prepare(
        'SELECT title, started_at AS startedAt, log_position AS position FROM as_run WHERE standby = 1 ORDER BY id',
      )
      .all() as Array<{ title: string; startedAt: string; position: number | null }>;

  beforeAll(async () => {
    studioDir = mkdtempSync(path.join(tmpdir(), 'emisora-studio-'));
    const maker = await startToneStation(TONES, TONE_SECONDS, { dataDir: studioDir });
    const { token } = maker.context.repos.followers.create('Reserva');
    await maker.close();
    studio = await spawnSourceCli({}, ['--data', studioDir]);
    await waitForOk(`${studio.url}/stream`, 60_000);
    standby = await startTestStation(
      {
        follow: { url: studio.url, token },
        takeover: { takeoverAfterMs: TAKEOVER_AFTER_MS, handBackAfterMs: 600_000, standbyAir: 'muted' },
      },
      { standby: { pollMs: 200, airStatePollMs: 300 } },
    );
    const follower = standby.context.standby!.follower!;
    await waitFor('the standby copying the studio', () => follower.status().syncedAt !== null, 60_000, 100);
    await waitFor(
      'the standby on its copy of the library',
      () => standby.context.broadcast.nowPlaying().current?.title.startsWith('Tono'),
      30_000,
      100,
    );
    await waitFor(
      'the studio air state at the standby',
      () => (follower.airState()?.decisions.length ?? 0) > 0,
      30_000,
      100,
    );
  }, 180_000);

  afterAll(async () => {
    await studio?.close();
    await standby?.close();
    rmSync(studioDir, { recursive: true, force: true });
  });

  const studioApi = () => apiClient({ fetch: studioFetch });
  const studioNow = async () => (await studioApi().call('nowPlaying.get')).current!;
  const standbyTitle = () => standby.context.broadcast.nowPlaying().current?.title;
  /** Waits for the studio's next item to start; returns it. */
  async function nextOnStudio() {
    const before = (await studioNow()).startedAt;
    await waitFor('a new item on the studio', async () => (await studioNow()).startedAt !== before, 30_000, 100);
    return studioNow();
  }

  it('standing by, muted, it plays the studio’s songs as the studio does', async () => {
    await waitFor('the standby in step', async () => standbyTitle() === (await studioNow()).title, 60_000, 200);
    for (let i = 0; i < 2; i++) {
      const { title } = await nextOnStudio();
      await waitFor(`the standby on ${title} too`, () => standbyTitle() === title, 3_000, 50);
    }
  }, 120_000);

  it('kill -9 of the studio: the standby airs what the log had at that minute, then the next item', async () => {
    const cookie = await loginAt(studioFetch);
    const studioApi = apiClient({ fetch: studioFetch }, cookie);
    // Just after an item starts on the studio, so the one on air at the takeover is in what is read here.
    const current = await nextOnStudio();
    const from = new Date(Date.parse(current.startedAt) - 1_000).toISOString();
    const to = new Date(Date.now() + 10 * 60_000).toISOString();
    const { items } = await studioApi.call('log.get', { query: { from, to } });
    killedAt = Date.now();
    killTree(studio!.child.pid!);
    timeline = [
      { title: current.title, start: Date.parse(current.startedAt), position: lastAiredPosition(studioDir) },
      ...items.map((i) => ({ title: i.title ?? '', start: Date.parse(i.start), position: i.id })),
    ];

    await waitFor('the standby on air', () => standby.context.standbyAir?.onAir() === true, 30_000, 100);
    // The first row is what the standby itself was playing when it took the air (heard while it fades out), the
    // second the studio's item it cut to, the third the one after it.
    await waitFor('the standby booking what it airs', () => standbyRows().length > 0, 30_000, 200);
    const tookAirAt = Date.parse(standbyRows()[0]!.startedAt);
    expect(tookAirAt - killedAt).toBeLessThan(15_000);
    const at = timeline.findLastIndex((p) => p.start <= tookAirAt);
    expect(at).toBeGreaterThanOrEqual(0);
    const onAir = timeline[at]!;
    const next = timeline[at + 1]!;
    expect(onAir.position).not.toBeNull();
    const place = (row: { title: string; position: number | null }) => ({ title: row.title, position: row.position });
    // The studio's item on air then, and the one after it: the log's positions, the log's songs. In step, it was
    // already playing it; otherwise its own item fades out first (a row of its own, maybe at the same position).
    const joinedAt = () =>
      standbyRows().findIndex((row) => row.position === onAir.position && row.title === onAir.title);
    await waitFor(
      'the item after the joined one',
      () => joinedAt() >= 0 && standbyRows().length > joinedAt() + 1,
      60_000,
      200,
    );
    const rows = standbyRows();
    const joined = rows[joinedAt()]!;
    const after = rows[joinedAt() + 1]!;
    expect(place(joined)).toEqual(place(onAir));
    // It played that item from the takeover on (after the fade from its own, when it was not in step).
    expect(Date.parse(joined.startedAt) - tookAirAt).toBeLessThan(PROGRAMMING.showFadeSeconds * 1000 + 1_000);
    expect(place(after)).toEqual(place(next));
    // It began where the log put it, not from scratch: within a couple of seconds of the log's start.
    expect(Math.abs(Date.parse(after.startedAt) - next.start)).toBeLessThan(3_000);
  }, 120_000);
});
