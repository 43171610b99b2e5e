import { beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_DEFAULTS } from '../../../../../shared/schemas/requests/requests';
import { stationTimeZone, wallTime } from '../../../../../shared/station/station-time';
import { apiClient } from '../../../../../testing/station/api-client';
import { programmingSuite } from '../../../../../testing/station/programming-suite';
import { createOfflineBroadcast } from '../../../broadcast/engine/offline';

// Each listener is told apart by its address here: the station believes X-Forwarded-For from the loopback proxy.
// The rules are tested without the air: the stand-in engine says it runs (engine-requests.test.ts: a stopped one).
const suite = programmingSuite({ trustProxy: 'loopback' }, () => {
  const offline = createOfflineBroadcast();
  return { ...offline, status: () => ({ ...offline.status(), serverRunning: true }) };
});
let nextAddress = 10;

/** A new listener: its own address, no cookie yet; `ask` keeps the cookie the station gives it. */
function listener(address = `192.0.2.${nextAddress++}`) {
  let cookie: string | undefined;
  return {
    address,
    get cookie() {
      return cookie;
    },
    async ask(body: { trackId: number; dedication?: string }, headers: Record<string, string> = {}) {
      const res = await apiClient(suite.station, cookie).send('requests.create', {
        body,
        headers: { 'X-Forwarded-For': address, ...headers },
      });
      const set = res.res.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0];
      return res;
    },
  };
}

const settings = (patch: Partial<typeof REQUEST_DEFAULTS>) =>
  suite.client.send('requests.updateSettings', { body: { ...REQUEST_DEFAULTS, ...patch } });
/** The public side: a listener without a cookie. */
const anyone = () => apiClient(suite.station);

const waitingCount = () =>
  (
    suite.station.context.db.prepare("SELECT COUNT(*) AS n FROM song_requests WHERE status = 'queued'").get() as {
      n: number;
    }
  ).n;

async function refused(
  res: { status: number; error?: { error: string; message: string } },
  status: number,
  error: string,
) {
  expect(res.status).toBe(status);
  expect(res.error?.error).toBe(error);
  expect(res.error?.message).toMatch(/\S/);
  return res.error!.message;
}

describe('song requests: the requestable library', () => {
  let songs: Array<{ id: number }>;
  let jingle: { id: number };
  beforeAll(() => {
    songs = ['Faro de Portbou', 'Tramontana', 'Coll dels Belitres'].map((t) => suite.addTrack(t));
    jingle = suite.station.context.repos.tracks.create({
      title: 'Sintonía Tramontana',
      artist: 'Emisora',
      album: null,
      duration: 10,
      fileName: 'sintonia-tramontana.mp3',
      coverFile: null,
      uploadedBy: suite.station.context.repos.users.findByUsername('admin')!.id,
      kind: 'jingle',
    });
  });

  it('lists only requestable songs, searched and paged like /api/tracks; never jingles', async () => {
    const page = await anyone().call('requests.tracks', { query: { q: 'tramontana' } });
    expect(page.items.map((t) => t.title)).toEqual(['Tramontana']);
    expect(page.items[0]).toMatchObject({ requestable: true, kind: 'music' });
    const first = await anyone().call('requests.tracks', { query: { limit: 2 } });
    expect(first).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(first.items).toHaveLength(2);
    expect(suite.station.context.repos.tracks.get(jingle.id)!.requestable).toBe(false);
  });

  it('PATCH and bulk edit take requestable; a jingle is refused with nothing written, and the database refuses it too', async () => {
    const off = await suite.client.send('tracks.update', {
      params: { id: songs[1]!.id },
      body: { requestable: false },
    });
    expect(off.status).toBe(200);
    expect(off.data!.requestable).toBe(false);
    const page = await anyone().call('requests.tracks', { query: { q: 'tramontana' } });
    expect(page.items).toEqual([]);

    const jingleOn = await suite.client.send('tracks.update', {
      params: { id: jingle.id },
      body: { requestable: true },
    });
    expect(await refused(jingleOn, 400, 'not_music')).toContain('Solo las canciones');
    const bulk = await suite.client.send('tracks.bulkEdit', {
      body: { ids: [songs[1]!.id, jingle.id], changes: { requestable: true } },
    });
    expect(bulk.status).toBe(400);
    expect(suite.station.context.repos.tracks.get(songs[1]!.id)!.requestable).toBe(false);
    expect(() =>
      suite.station.context.db.prepare('UPDATE tracks SET requestable = 1 WHERE id = ?').run(jingle.id),
    ).toThrow(/only songs/);

    const on = await suite.client.send('tracks.bulkEdit', {
      body: { ids: [songs[1]!.id], changes: { requestable: true } },
    });
    expect(on.status).toBe(200);
    expect(suite.station.context.repos.tracks.get(songs[1]!.id)!.requestable).toBe(true);
    // A song that becomes a jingle stops being requestable.
    await suite.client.send('tracks.update', { params: { id: songs[2]!.id }, body: { kind: 'jingle' } });
    expect(suite.station.context.repos.tracks.get(songs[2]!.id)!.requestable).toBe(false);
    await suite.client.send('tracks.update', { params: { id: songs[2]!.id }, body: { kind: 'music' } });
  });
});

describe('song requests: the rules', () => {
  let songs: Array<{ id: number; title: string }>;
  beforeAll(async () => {
    songs = Array.from({ length: 8 }, (_, i) => suite.addTrack(`Petición ${i}`));
    expect((await settings({ maxPending: 3, perListenerMinutes: 5, notAiredMinutes: 30 })).status).toBe(200);
  });

  it('accepts a request (201, queued), gives the listener a cookie, and answers its status', async () => {
    const ana = listener();
    const res = await ana.ask({ trackId: songs[0]!.id, dedication: '  Para mi abuela, que cumple 90  ' });
    expect(res.status).toBe(201);
    const created = res.data!;
    expect(created).toMatchObject({ status: 'queued' });
    expect(ana.cookie).toMatch(/^emisora_oyente=/);
    const status = await anyone().call('requests.get', { params: { id: created.id } });
    expect(status).toMatchObject({ id: created.id, status: 'queued', title: songs[0]!.title, onAir: false });
    // Nobody outside the studio sees the dedication before it is approved.
    expect(JSON.stringify(status)).not.toContain('abuela');
  });

  it('one request per listener per N minutes: by cookie from another address, and by address without the cookie (429)', async () => {
    const ben = listener();
    expect((await ben.ask({ trackId: songs[1]!.id })).status).toBe(201);
    const sameAddress = listener(ben.address);
    const message = await refused(await sameAddress.ask({ trackId: songs[2]!.id }), 429, 'too_soon');
    expect(message).toBe('Solo puedes pedir una canción cada 5 minutos.');
    const movedPhone = listener();
    const cookie = ben.cookie!;
    const res = await apiClient(suite.station, cookie).send('requests.create', {
      body: { trackId: songs[2]!.id },
      headers: { 'X-Forwarded-For': movedPhone.address },
    });
    await refused(res, 429, 'too_soon');
    expect(waitingCount()).toBe(2);
  });

  it('a song already waiting, or aired in the last M minutes, is refused (409)', async () => {
    await refused(await listener().ask({ trackId: songs[0]!.id }), 409, 'already_pending');
    suite.station.context.repos.playHistory.record({
      trackId: songs[3]!.id,
      title: songs[3]!.title,
      artist: 'Prueba',
      album: null,
      source: 'rotation',
      startedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    });
    const message = await refused(await listener().ask({ trackId: songs[3]!.id }), 409, 'recently_aired');
    expect(message).toContain('30 minutos');
  });

  it('at most K waiting (429), a song that is not requestable (403), closed requests (403)', async () => {
    expect((await listener().ask({ trackId: songs[4]!.id })).status).toBe(201);
    await refused(await listener().ask({ trackId: songs[5]!.id }), 429, 'queue_full');
    expect(waitingCount()).toBe(3);
    await settings({ maxPending: 10 });
    await suite.client.send('tracks.update', { params: { id: songs[5]!.id }, body: { requestable: false } });
    await refused(await listener().ask({ trackId: songs[5]!.id }), 403, 'not_requestable');
    await refused(await listener().ask({ trackId: 999_999 }), 403, 'not_requestable');
    await settings({ enabled: false, maxPending: 10 });
    await refused(await listener().ask({ trackId: songs[6]!.id }), 403, 'requests_closed');
    await settings({ maxPending: 10 });
  });

  it('refuses requests during a live slot, and during a show the admin closed to them (403)', async () => {
    const tz = stationTimeZone(suite.station.context.config);
    const today = wallTime(Date.now(), tz).date;
    const live = await suite.client.send('schedule.create', {
      body: { date: today, start: '00:00', end: '24:00', title: 'Directo', type: 'live', host: '' },
    });
    expect(live.status).toBe(201);
    const { id } = live.data!;
    const message = await refused(await listener().ask({ trackId: songs[6]!.id }), 403, 'requests_off_now');
    expect(message).toBe('Durante este programa no se aceptan peticiones.');
    // The same slot as music takes requests unless its type is off in the settings.
    await settings({ maxPending: 10, offSlotTypes: [] });
    expect((await listener().ask({ trackId: songs[6]!.id })).status).toBe(201);
    await settings({ maxPending: 10 });
    expect((await suite.client.send('schedule.delete', { params: { id } })).status).toBe(204);
  });

  it('a bad body is a Spanish 400 with nothing written; a cross-site POST is refused (403) with nothing written', async () => {
    const before = waitingCount();
    const long = await listener().ask({ trackId: songs[7]!.id, dedication: 'x'.repeat(141) });
    expect(await refused(long, 400, 'validation_failed')).toBe('La dedicatoria no puede superar 140 caracteres.');
    const cross = await listener().ask({ trackId: songs[7]!.id }, { 'Sec-Fetch-Site': 'cross-site' });
    await refused(cross, 403, 'cross_origin');
    const origin = await listener().ask({ trackId: songs[7]!.id }, { Origin: 'https://otra.example' });
    await refused(origin, 403, 'cross_origin');
    expect(waitingCount()).toBe(before);
    expect((await listener().ask({ trackId: songs[7]!.id }, { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
  });
});

describe('song requests: the studio desk', () => {
  it('lists waiting requests with dedications, approves or rejects one, rejects a request; admins only', async () => {
    const song = suite.addTrack('Dedicada');
    const created = (await listener().ask({ trackId: song.id, dedication: 'Para la panadería Costa' })).data!;
    expect((await anyone().send('requests.waiting')).status).toBe(401);
    const list = await suite.client.call('requests.waiting');
    expect(list.find((r) => r.id === created.id)).toMatchObject({
      dedication: 'Para la panadería Costa',
      dedicationState: 'pending',
      status: 'queued',
    });
    const params = { id: created.id };
    const approved = await suite.client.call('requests.moderate', { params, body: { approved: true } });
    expect(approved).toMatchObject({ dedicationState: 'approved' });
    const anonymous = await anyone().send('requests.reject', { params });
    expect(anonymous.status).toBe(401);
    expect((await suite.client.send('requests.reject', { params })).status).toBe(204);
    const status = await anyone().call('requests.get', { params });
    expect(status.status).toBe('rejected');
    expect((await suite.client.call('requests.waiting')).map((r) => r.id)).not.toContain(created.id);
    await refused(await suite.client.send('requests.reject', { params }), 404, 'not_found');
  });
});
