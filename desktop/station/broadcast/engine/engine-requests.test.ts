import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_DEFAULTS } from '../../../../shared/schemas/requests/requests';
import { type ApiClient, apiClient } from '../../../../testing/station/api-client';
import { addToneTrack, waitFor } from '../../../../testing/station/test-audio';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';
import type { BroadcastEvents } from './broadcast';

/**
 * A listener's request on the real engine: it enters the planner's next music decision (the studio's queue shows it
 * with its expected time, which the listener is told), and when its song takes the air (the crossfade's midpoint)
 * the request is aired and `requestAired` carries the approved dedication.
 */
describe('song requests on the real engine', () => {
  let station: TestStation;
  let admin: ApiClient;
  let listener: ApiClient;
  let requested: { id: number; title: string; artist: string };
  const aired: BroadcastEvents['requestAired'][0][] = [];

  beforeAll(async () => {
    station = await startTestStation();
    const ctx = station.context;
    for (const [i, frequency] of [330, 440, 550].entries())
      await addToneTrack(ctx, {
        title: `Tono ${frequency}`,
        artist: `Artista ${i}`,
        frequency,
        toneSeconds: 3,
        silence: 0,
      });
    requested = await addToneTrack(ctx, {
      title: 'La pedida',
      artist: 'Cala Bramant',
      frequency: 880,
      toneSeconds: 8,
      silence: 0,
    });
    listener = apiClient(station);
    admin = listener.as(await station.login());
    await admin.call('streaming.settings', { body: { crossfadeSeconds: 0.5 } });
    // The rotation may have played the song already: this test is about the air, not the rule (requests.test.ts).
    await admin.call('requests.updateSettings', {
      body: { ...REQUEST_DEFAULTS, notAiredMinutes: 0, perListenerMinutes: 0 },
    });
    ctx.broadcast.events.on('requestAired', (event) => aired.push(event));
    await station.ready;
    await waitFor('the rotation on air', () => ctx.broadcast.nowPlaying().current, 30_000);
  }, 120_000);

  afterAll(async () => {
    await station?.close();
  });

  it('reaches the queue with its expected time, then airs: requestAired with the approved dedication, status aired', async () => {
    const res = await listener.send('requests.create', {
      body: { trackId: requested.id, dedication: 'Para Marta, de la panadería' },
    });
    expect(res.status).toBe(201);
    const created = res.data!;
    expect(created.expectedAt).not.toBeNull();
    const expectedIn = Date.parse(created.expectedAt!) - Date.now();
    // The next music decision: after what is on air and what is already decoding (3 s songs).
    expect(expectedIn).toBeGreaterThan(-1_000);
    expect(expectedIn).toBeLessThan(10_000);

    const queue = await admin.call('queue.get');
    const item = queue.items.find((i) => i.requestId === created.id);
    expect(item).toMatchObject({ trackId: requested.id, title: 'La pedida', source: 'rotation' });
    expect(queue.items.filter((i) => i.requestId === created.id)).toHaveLength(1);

    const approve = await admin.send('requests.moderate', { params: { id: created.id }, body: { approved: true } });
    expect(approve.status).toBe(200);

    const event = await waitFor('the request on air', () => aired.find((e) => e.requestId === created.id), 30_000);
    expect(event).toEqual({
      requestId: created.id,
      trackId: requested.id,
      title: 'La pedida',
      artist: 'Cala Bramant',
      dedication: 'Para Marta, de la panadería',
    });
    const status = await listener.call('requests.get', { params: { id: created.id } });
    expect(status).toMatchObject({ status: 'aired', onAir: true });
    expect(station.context.broadcast.nowPlaying().current).toMatchObject({
      trackId: requested.id,
      startedAt: status.airedAt,
    });
    // Aired once: the planner does not play it again.
    const after = await admin.call('queue.get');
    expect(after.items.some((i) => i.requestId === created.id)).toBe(false);
  }, 60_000);

  it('"Quitar" in the studio queue rejects the request: it leaves the queue and no later decision brings it back', async () => {
    const res = await listener.send('requests.create', { body: { trackId: requested.id } });
    expect(res.status).toBe(201);
    const created = res.data!;
    const queue = await admin.call('queue.get');
    const item = queue.items.find((i) => i.requestId === created.id);
    expect(item).toBeDefined();
    expect((await admin.send('queue.remove', { params: { id: item!.id } })).status).toBe(204);

    const status = await listener.call('requests.get', { params: { id: created.id } });
    expect(status.status).toBe('rejected');
    const after = await admin.call('queue.get');
    expect(after.items.some((i) => i.requestId === created.id)).toBe(false);
  }, 60_000);

  /** A request whose song is the item decoding to air next, rejected by `reject`: it must never air as a request. */
  async function rejectWhileDecoding(reject: (requestId: number) => Promise<void>) {
    const ctx = station.context;
    const res = await listener.send('requests.create', { body: { trackId: requested.id } });
    expect(res.status).toBe(201);
    const created = res.data!;
    // Decoding: the next item once the track on air has under 2 s left (decisions are taken 3 s ahead, and not
    // during the half-second crossfade).
    await waitFor(
      'the request decoding',
      () => {
        const first = ctx.broadcast.queue().items[0];
        const left = first ? Date.parse(first.plannedAt) - Date.now() : 0;
        return first?.requestId === created.id && left < 2_000 && left > 300;
      },
      30_000,
      20,
    );
    await reject(created.id);
    expect(ctx.broadcast.queue().items.some((i) => i.requestId === created.id)).toBe(false);
    const playing = ctx.broadcast.nowPlaying().current!.startedAt;
    await waitFor('the next track on air', () => ctx.broadcast.nowPlaying().current!.startedAt !== playing, 15_000);
    expect(aired.some((e) => e.requestId === created.id)).toBe(false);
    const status = await listener.call('requests.get', { params: { id: created.id } });
    expect(status.status).toBe('rejected');
  }

  it('rejecting a request whose song is already decoding re-plans it away: it leaves the queue and never airs as a request', async () => {
    await rejectWhileDecoding(async (id) => {
      expect((await admin.send('requests.reject', { params: { id } })).status).toBe(204);
    });
  }, 60_000);

  it('the air hears the rejection whoever writes it (a published change, not a call from the route)', async () => {
    await rejectWhileDecoding(async (id) => {
      expect(station.context.repos.songRequests.reject(id)).toBe(true);
    });
  }, 60_000);

  it('a request while the station is off air is refused at once (403 station_off_air), not left to expire', async () => {
    await station.context.broadcast.stop();
    const before = station.context.repos.songRequests.waiting().length;
    const res = await listener.send('requests.create', { body: { trackId: requested.id } });
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({
      error: 'station_off_air',
      message: 'La emisora no está emitiendo ahora.',
    });
    expect(station.context.repos.songRequests.waiting()).toHaveLength(before);
  }, 30_000);
});
