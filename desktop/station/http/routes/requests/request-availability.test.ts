import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestAvailability } from '../../../../../shared/schemas/requests/requests';
import { REQUEST_DEFAULTS, REQUESTS_ALL_OPEN } from '../../../../../shared/schemas/requests/requests';
import { instantOf, nextDate, stationTimeZone, wallTime } from '../../../../../shared/station/station-time';
import { programmingSuite } from '../../../../../testing/station/programming-suite';
import { createOfflineBroadcast } from '../../../broadcast/engine/offline';
import { apiClient } from '../../../../../testing/station/api-client';

// A small library (six songs), as a new community station has: the listener must see, before writing anything,
// which songs can be asked for now and when the others can. Listeners are told apart by address (trusted proxy).
const suite = programmingSuite({ trustProxy: 'loopback' }, () => {
  const offline = createOfflineBroadcast();
  return { ...offline, status: () => ({ ...offline.status(), serverRunning: true }) };
});

const settings = (patch: Partial<typeof REQUEST_DEFAULTS>) =>
  suite.client.send('requests.updateSettings', { body: { ...REQUEST_DEFAULTS, ...patch } });

async function availability(address: string, cookie?: string): Promise<RequestAvailability> {
  const res = await apiClient(suite.station, cookie).send('requests.availability', {
    headers: { 'X-Forwarded-For': address },
  });
  expect(res.status).toBe(200);
  return res.data!;
}

const MINUTE = 60_000;
let songs: Array<{ id: number; title: string }>;

beforeAll(async () => {
  songs = ['Faro', 'Tramontana', 'Belitres', 'Garbí', 'Cap de Creus', 'Colera'].map((t) => suite.addTrack(t));
  expect((await settings({ perListenerMinutes: 5, notAiredMinutes: 30, maxPending: 5 })).status).toBe(200);
});

describe('what a listener can ask for, before asking', () => {
  it('on a quiet station: open, every song askable now, nothing to wait for', async () => {
    expect(await availability('192.0.2.50')).toEqual(REQUESTS_ALL_OPEN);
  });

  it('names the songs that cannot be asked for now and when each can, and when this listener can ask again', async () => {
    const airedAt = Date.now() - 10 * MINUTE;
    suite.station.context.repos.playHistory.record({
      trackId: songs[0]!.id,
      title: songs[0]!.title,
      artist: 'Prueba',
      album: null,
      source: 'rotation',
      startedAt: new Date(airedAt).toISOString(),
    });
    const asked = await apiClient(suite.station, undefined).send('requests.create', {
      body: { trackId: songs[1]!.id },
      headers: { 'X-Forwarded-For': '192.0.2.51' },
    });
    expect(asked.status).toBe(201);
    const cookie = asked.res.headers.get('set-cookie')!.split(';')[0]!;
    const created = asked.data!;
    const createdAt = Date.parse(suite.station.context.repos.songRequests.get(created.id)!.createdAt);

    const mine = await availability('192.0.2.99', cookie);
    expect(mine.open).toBe(true);
    expect(mine.unavailable).toEqual([
      { trackId: songs[0]!.id, reason: 'recently_aired', availableAt: new Date(airedAt + 30 * MINUTE).toISOString() },
      { trackId: songs[1]!.id, reason: 'already_pending', availableAt: null },
    ]);
    // The listener who asked (known by the cookie, from another address here) waits their five minutes.
    expect(mine.listenerNextAt).toBe(new Date(createdAt + 5 * MINUTE).toISOString());
    // Another listener waits for nothing, and sees the same songs taken.
    const other = await availability('192.0.2.52');
    expect(other.listenerNextAt).toBeNull();
    expect(other.unavailable.map((u) => u.trackId)).toEqual([songs[0]!.id, songs[1]!.id]);
  });

  it('says the queue is full before a dedication is written', async () => {
    expect((await settings({ perListenerMinutes: 5, notAiredMinutes: 30, maxPending: 1 })).status).toBe(200);
    expect((await availability('192.0.2.53')).queueFull).toBe(true);
    expect((await settings({ perListenerMinutes: 5, notAiredMinutes: 30, maxPending: 5 })).status).toBe(200);
  });

  it('says requests are closed, and why', async () => {
    expect((await settings({ enabled: false })).status).toBe(200);
    expect(await availability('192.0.2.54')).toMatchObject({ open: false, reason: 'requests_closed', reopensAt: null });
    expect((await settings({ perListenerMinutes: 5, notAiredMinutes: 30, maxPending: 5 })).status).toBe(200);
  });

  it('during a programme that takes no requests: closed until it ends', async () => {
    const tz = stationTimeZone(suite.station.context.config);
    const today = wallTime(Date.now(), tz).date;
    const live = await suite.client.send('schedule.create', {
      body: { date: today, start: '00:00', end: '24:00', title: 'Directo', type: 'live', host: '' },
    });
    expect(live.status).toBe(201);
    const { id } = live.data!;
    try {
      expect(await availability('192.0.2.55')).toMatchObject({
        open: false,
        reason: 'requests_off_now',
        reopensAt: new Date(instantOf(nextDate(today), '00:00', tz)).toISOString(),
      });
    } finally {
      expect((await suite.client.send('schedule.delete', { params: { id } })).status).toBe(204);
    }
  });
});
