import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../testing/station/admin-helpers';
import { apiClient } from '../../../testing/station/api-client';
import { type CuttingProxy, startCuttingProxy } from '../../../testing/station/cutting-proxy';
import { createMediaFixtures, type MediaFixtures } from '../../../testing/station/media-fixtures';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';
import type { Follower } from './status/standby-types';

// The follower asks often so a change travels in a few tenths of a second here (a minute is the goal on air).
const POLL_MS = 100;

let studio: TestStation;
let follower: TestStation;
let proxy: CuttingProxy;
let fx: MediaFixtures;
let token: string;
let followerId: number;
let cookie: string;

const sync = (): Follower => follower.context.standby?.follower as Follower;
const studioApi = () => apiClient(studio, cookie);
const bearer = (value = token) => ({ headers: { authorization: `Bearer ${value}` } });

/** Waits, poll by poll, until `done` holds (a few hundred polls at most: a loaded machine is slow, never stuck). */
async function until(done: () => boolean | Promise<boolean>, polls = 600): Promise<void> {
  for (let i = 0; i < polls; i++) {
    if (await done()) return;
    await sync().nextPoll();
  }
  throw new Error(`the follower did not get there: ${JSON.stringify(sync().status())}`);
}

const followerRows = (sql: string, ...args: unknown[]) => follower.context.db.prepare(sql).all(...args);
const hasTrack = (title: string) => followerRows('SELECT id FROM tracks WHERE title = ?', title).length === 1;
const hasProgram = (title: string) =>
  followerRows('SELECT id FROM schedule_programs WHERE title = ?', title).length === 1;

async function upload(title: string, file: string) {
  const sent = await studioApi().send('tracks.upload', {
    body: multipart({ title }, [['audioFile', file, `${title}.mp3`, 'audio/mpeg']]),
  });
  expect(sent.status).toBe(201);
  return sent.data as { id: number };
}

let programDay = 0;
/** A one-off programme on a day of its own (two on one hour would overlap). */
const program = (title: string) =>
  studioApi().call('schedule.create', {
    body: {
      date: `2030-01-${String(++programDay).padStart(2, '0')}`,
      start: '10:00',
      end: '11:00',
      title,
      host: '',
      type: 'music',
    },
  });

beforeAll(async () => {
  fx = await createMediaFixtures();
  studio = await startTestStation();
  cookie = await studio.login();
  const created = await studioApi().send('followers.create', { body: { name: 'Casa de Marta' } });
  expect(created.status).toBe(201);
  ({ id: followerId, token } = created.data as { id: number; token: string });
  proxy = await startCuttingProxy(studio.url);
  follower = await startTestStation({ follow: { url: proxy.url, token } }, { standby: { pollMs: POLL_MS } });
  await until(() => sync().status().syncedAt !== null);
}, 120_000);

afterAll(async () => {
  await follower?.close();
  await proxy?.close();
  await studio?.close();
  fx?.cleanup();
});

// Each step waits for the follower's polls, which a loaded machine slows: the wait is bounded by polls, not by this.
describe('a standby following the studio', { timeout: 120_000 }, () => {
  it('shows the token once and keeps only its hash', async () => {
    const stored = studio.context.db.prepare('SELECT token_hash FROM followers WHERE id = ?').get(followerId) as {
      token_hash: string;
    };
    expect(stored.token_hash).not.toContain(token);
    const list = await studioApi().call('followers.list');
    expect(list).toEqual([expect.objectContaining({ id: followerId, name: 'Casa de Marta', revokedAt: null })]);
    expect(JSON.stringify(list)).not.toContain(token);
  });

  it('refuses a token without a name, saying why, and stores nothing', async () => {
    const before = (await studioApi().call('followers.list')).length;
    for (const name of ['', '   ']) {
      const refused = await studioApi().sendInvalid('followers.create', { body: { name } });
      expect(refused.status).toBe(400);
      expect(refused.error?.message).toBe('Pon un nombre para reconocer esta estación de reserva.');
    }
    expect(await studioApi().call('followers.list')).toHaveLength(before);
  });

  it('holds an upload and a schedule edit made on the studio, and re-plans as after a local edit', async () => {
    const heard: string[] = [];
    const subscriptions = [
      follower.context.events.library.event(() => heard.push('library')),
      follower.context.events.programming.event(() => heard.push('programming')),
    ];
    const track = await upload('Copiada', await fx.mp3(523));
    await program('Programa copiado');
    await until(() => hasTrack('Copiada') && hasProgram('Programa copiado'));
    const file = (
      studio.context.db.prepare('SELECT file_name AS f FROM tracks WHERE id = ?').get(track.id) as { f: string }
    ).f;
    const name = path.basename(file);
    expect(fs.readFileSync(follower.context.media.pathOf('audio', name))).toEqual(
      fs.readFileSync(studio.context.media.pathOf('audio', name)),
    );
    for (const subscription of subscriptions) subscription.dispose();
    expect(heard).toContain('library');
    expect(heard).toContain('programming');
  });

  it('keeps its own as-run across copies, and sends the rows it aired back to the studio once', async () => {
    follower.context.db
      .prepare(
        "INSERT INTO as_run (started_at, ended_at, seconds, kind, title, artist) VALUES ('2026-11-29T10:00:00.000Z', '2026-11-29T10:03:00.000Z', 180, 'music', 'Emitida por la reserva', 'Reserva')",
      )
      .run();
    await program('Otra edición');
    await until(() => hasProgram('Otra edición'));
    expect(followerRows("SELECT id FROM as_run WHERE title = 'Emitida por la reserva'")).toHaveLength(1);
    const atStudio = () =>
      studio.context.db
        .prepare("SELECT aired_by_follower AS f FROM as_run WHERE title = 'Emitida por la reserva'")
        .all() as Array<{ f: number }>;
    await until(() => atStudio().length > 0);
    expect(atStudio()).toEqual([{ f: followerId }]);
    // Sent again (a reply lost on the way): stored once.
    const row = followerRows("SELECT * FROM as_run WHERE title = 'Emitida por la reserva'")[0] as { id: number };
    const again = await apiClient(studio).send('standby.asRun', { body: { rows: [row] }, ...bearer() });
    expect(again.data).toEqual({ stored: 0, lastId: row.id });
    expect(atStudio()).toHaveLength(1);
  });

  it('resumes a media transfer cut halfway, and never replaces its good copy meanwhile', async () => {
    const cut = proxy.cutNext(/\/standby\/media\/audio\//);
    await upload('Cortada', await fx.mp3(659, 6));
    const { sent, of } = await cut;
    expect(sent).toBeLessThan(of);
    await sync().nextPoll();
    // The cut attempt failed: the copy is the one it had (no row for a file it does not hold).
    expect(hasTrack('Cortada')).toBe(false);
    expect(hasTrack('Copiada')).toBe(true);
    await until(() => hasTrack('Cortada'));
    const resumed = proxy.requests.filter((r) => /\/standby\/media\/audio\//.test(r.path) && r.range);
    expect(resumed.map((r) => r.range)).toContain(`bytes=${sent}-`);
    const name = path.basename(
      (studio.context.db.prepare("SELECT file_name AS f FROM tracks WHERE title = 'Cortada'").get() as { f: string }).f,
    );
    expect(fs.readFileSync(follower.context.media.pathOf('audio', name))).toEqual(
      fs.readFileSync(studio.context.media.pathOf('audio', name)),
    );
  });

  it('drops a song the studio deleted, its file too', async () => {
    const row = studio.context.db.prepare("SELECT id, file_name AS f FROM tracks WHERE title = 'Cortada'").get() as {
      id: number;
      f: string;
    };
    expect((await studioApi().send('tracks.delete', { params: { id: row.id } })).status).toBe(204);
    await until(() => !hasTrack('Cortada') && !follower.context.media.exists('audio', row.f));
    expect(hasTrack('Copiada')).toBe(true);
  });

  it('refuses a damaged copy of the database and keeps its own', async () => {
    const damaged = proxy.corruptNext(/\/standby\/database\//);
    await program('Dañada');
    await damaged;
    await sync().nextPoll();
    expect(sync().status().lastError).toMatch(/digest/);
    expect((await apiClient(follower).send('station.health')).data?.copyError).toBe(
      'La última copia del estudio no se pudo completar o comprobar: se mantiene la anterior y se reintenta.',
    );
    expect(hasProgram('Dañada')).toBe(false);
    expect(hasProgram('Otra edición')).toBe(true);
    await until(() => hasProgram('Dañada'));
    expect(sync().status().lastError).toBeNull();
    expect((await apiClient(follower).send('station.health')).data?.copyError).toBeNull();
  });

  it('reports its role, whom it follows and its lag in the health endpoint', async () => {
    const health = (await apiClient(follower).send('station.health')).data;
    expect(health).toMatchObject({ role: 'follower', following: proxy.url, onAir: false });
    expect(typeof health?.lagSeconds).toBe('number');
    expect((await apiClient(studio).send('station.health')).data).toMatchObject({ role: 'studio' });
  });

  it('refuses edits in its own admin, naming the studio', async () => {
    const followerCookie = await follower.login();
    const refused = await apiClient(follower, followerCookie).send('schedule.create', {
      body: { date: '2030-02-08', start: '10:00', end: '11:00', title: 'Local', host: '', type: 'music' },
    });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(
      `Esta estación es la de reserva de ${proxy.url}: los cambios se hacen en el estudio.`,
    );
    expect(hasProgram('Local')).toBe(false);
    expect((await apiClient(follower, followerCookie).send('schedule.list')).status).toBe(200);
  });

  it("serves the studio's air state to a follower's token only, 304 while unchanged, and the follower keeps it", async () => {
    expect((await apiClient(studio).send('standby.airState')).status).toBe(401);
    const served = await apiClient(studio).send('standby.airState', bearer());
    expect(served.status).toBe(200);
    expect(served.data?.startedAt).toBe(studio.context.startedAt);
    const etag = served.res.headers.get('etag')!;
    expect(etag).toMatch(/^"air-/);
    const again = await apiClient(studio).send('standby.airState', {
      headers: { ...bearer().headers, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    await until(() => sync().airState() !== null);
    expect(sync().airState()?.startedAt).toBe(studio.context.startedAt);
  });

  it('is refused once its token is revoked, as is an unknown token', async () => {
    expect((await apiClient(studio).send('standby.cursor', bearer('no-es-un-token'))).status).toBe(401);
    expect((await apiClient(studio).send('standby.cursor')).status).toBe(401);
    expect((await studioApi().send('followers.revoke', { params: { id: followerId } })).status).toBe(204);
    const refused = await apiClient(studio).send('standby.cursor', bearer());
    expect(refused.status).toBe(401);
    expect(refused.error?.message).toMatch(/revocó/);
    await sync().nextPoll();
    await sync().nextPoll();
    expect(sync().status().lastError).toMatch(/401/);
    // Its admin says so in the studio's words (the banner reads them from the health endpoint).
    expect((await apiClient(follower).send('station.health')).data).toMatchObject({
      role: 'follower',
      copyError: 'El token de esta estación de reserva se revocó en el estudio.',
    });
  });
});
