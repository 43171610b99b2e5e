import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TargetCreate } from '../../../shared/schemas/difusion/difusion';
import { type Receivers, startReceivers } from '../../../testing/station/difusion-receivers';
import { waitFor } from '../../../testing/station/test-audio';
import type { TestStation } from '../../../testing/station/test-station';
import { startToneStation } from '../../../testing/station/tone-station';
import { createLogger } from '../core/log';
import { type ApiClient, apiClient } from '../../../testing/station/api-client';

/**
 * Difusión on a real station and engine, posting to local receivers that speak each service's request shape. The
 * station allows 127.0.0.0/8 (--import-allow), as an operator would allow a private network.
 */
const SECRETS = {
  mastodon: 'masto-token-Zq81',
  discord: 'discord-token-Hh27',
  telegram: '123456:TG-secret-Wx93',
  tunein: 'tunein-key-Pp44',
  webhook: 'hook-token-Kk55',
};

let receivers: Receivers;
let station: TestStation;
let api: ApiClient;
const logLines: string[] = [];

beforeAll(async () => {
  receivers = await startReceivers();
  station = await startToneStation(
    [440, 660],
    60,
    { importAllow: ['127.0.0.0/8'], telegramApi: `${receivers.base}/tg`, tuneinApi: `${receivers.base}/tunein` },
    {
      log: createLogger('debug', 'station', (line) => logLines.push(line)),
      difusion: { retryBaseMs: 200, capacity: 2 },
    },
  );
  api = apiClient(station, await station.login());
}, 90_000);
afterAll(async () => {
  await station?.close();
  await receivers?.close();
});

const base = { enabled: true, templates: {}, minIntervalSeconds: 0 } as const;

async function addTarget(target: Partial<TargetCreate> & Pick<TargetCreate, 'kind' | 'name' | 'events'>) {
  const res = await api.send('difusion.create', { body: { ...base, ...target } });
  expect(res.status, res.text).toBe(201);
  return res.data!;
}

const aired = (title: string) => ({ requestId: 1, trackId: 1, title, artist: 'Oyente', dedication: null });

describe('Difusión delivery', () => {
  it('a song change on the real engine reaches each service in its API request shape', async () => {
    const song = ['song'] as const;
    const m = await addTarget({
      ...{ kind: 'mastodon', name: 'Mastodon', events: [...song], instanceUrl: `${receivers.base}/masto` },
      secret: SECRETS.mastodon,
    });
    const d = await addTarget({
      ...{ kind: 'discord', name: 'Discord', events: [...song] },
      secret: `${receivers.base}/discord/webhooks/1/${SECRETS.discord}`,
    });
    const t = await addTarget({
      ...{ kind: 'telegram', name: 'Telegram', events: [...song], chatId: '-1001234' },
      secret: SECRETS.telegram,
    });
    const ti = await addTarget({
      ...{ kind: 'tunein', name: 'TuneIn', events: [...song], partnerId: 'P1', stationId: 's123456' },
      secret: SECRETS.tunein,
    });
    const w = await addTarget({
      ...{ kind: 'webhook', name: 'Web', events: [...song], templates: { song: '{title} · {artist} · {station}' } },
      secret: `${receivers.base}/hook?token=${SECRETS.webhook}`,
    });

    const before = station.context.broadcast.nowPlaying().current!.startedAt;
    station.context.broadcast.skip();
    const current = (await waitFor('the next song on air', () => {
      const now = station.context.broadcast.nowPlaying().current;
      return now && now.startedAt !== before && now.source === 'rotation' ? now : null;
    }))!;
    const telegramPath = `/tg/bot${SECRETS.telegram}/sendMessage`;
    const paths = ['/masto/api/v1/statuses', `/discord/webhooks/1/${SECRETS.discord}`, telegramPath];
    const all = [...paths, '/tunein/Playing.ashx', '/hook'];
    await waitFor('every service posted to', () => all.every((path) => receivers.at(path).length > 0));

    const [mastodon] = receivers.at('/masto/api/v1/statuses');
    expect(mastodon!.method).toBe('POST');
    expect(mastodon!.headers.authorization).toBe(`Bearer ${SECRETS.mastodon}`);
    expect(mastodon!.headers['idempotency-key']).toBeTruthy();
    expect(mastodon!.body).toEqual({ status: `Ahora suena en Ràdio Portbou: ${current.artist} – ${current.title}` });
    expect(receivers.at(paths[1]!)[0]!.body).toEqual({ content: expect.stringContaining(current.title) });
    const telegram = receivers.at(telegramPath)[0]!;
    expect(telegram.method).toBe('POST');
    expect(telegram.body).toEqual({ chat_id: '-1001234', text: expect.stringContaining(current.title) });
    const tunein = receivers.at('/tunein/Playing.ashx')[0]!;
    expect(tunein.method).toBe('GET');
    expect(Object.fromEntries(tunein.query)).toEqual({
      ...{ partnerId: 'P1', partnerKey: SECRETS.tunein, id: 's123456' },
      ...{ title: current.title, artist: current.artist },
    });
    const hook = receivers.at('/hook')[0]!;
    expect(hook.query.get('token')).toBe(SECRETS.webhook);
    expect(hook.body).toMatchObject({
      ...{ event: 'song', title: current.title, artist: current.artist, station: 'Ràdio Portbou' },
      text: `${current.title} · ${current.artist} · Ràdio Portbou`,
    });
    for (const target of [m, d, t, ti, w])
      expect((await api.send('difusion.delete', { params: { id: target.id } })).status).toBe(204);
  });

  it('a failing receiver is retried with exponential backoff until it takes the post', async () => {
    receivers.answer('/flaky', { failFirst: 2 });
    // The webhook's token is in its URL: the failures' log lines must not carry it.
    const target = await addTarget({
      ...{ kind: 'webhook', name: 'Flaky', events: ['request'] },
      secret: `${receivers.base}/flaky?token=${SECRETS.webhook}`,
    });
    station.context.broadcast.events.emit('requestAired', aired('Reintentada'));
    await waitFor('the third attempt', () => receivers.at('/flaky').length >= 3);
    const [first, second, third] = receivers.at('/flaky').map((r) => r.at) as [number, number, number];
    // retryBaseMs 200, factor 2: 200 ms, then 400 ms. Timers fire late on a loaded machine, never early, so each
    // wait is held to its own floor (the first one measured is not a reliable base for the second).
    expect(second - first).toBeGreaterThanOrEqual(180);
    expect(third - second).toBeGreaterThanOrEqual(360);
    await waitFor('the success counted', async () => {
      const list = await api.call('difusion.list');
      return list.find((t) => t.id === target.id)?.state.sent === 1;
    });
    expect(receivers.at('/flaky')).toHaveLength(3);
    expect(receivers.at('/flaky').every((r) => r.body?.title === 'Reintentada')).toBe(true);
  });

  it('the rate limit spaces posts, and a full queue drops the oldest and counts it', async () => {
    const target = await addTarget({
      ...{ kind: 'webhook', name: 'Rate', events: ['request'], minIntervalSeconds: 1 },
      secret: `${receivers.base}/rate`,
    });
    for (const title of ['uno', 'dos', 'tres', 'cuatro', 'cinco'])
      station.context.broadcast.events.emit('requestAired', aired(title));
    await waitFor('three posts', () => receivers.at('/rate').length >= 3, 10_000);
    const posts = receivers.at('/rate');
    // The first leaves at once; the queue (capacity 2) keeps the newest two of the four behind it.
    expect(posts.map((p) => p.body?.title)).toEqual(['uno', 'cuatro', 'cinco']);
    // Stamped on arrival: the first post also opened the connection, which took up to 150 ms more than the second's
    // trip at load 20 (854 ms apart). Unlimited, the three would arrive within a few milliseconds.
    expect(posts[1]!.at - posts[0]!.at).toBeGreaterThanOrEqual(800);
    expect(posts[2]!.at - posts[1]!.at).toBeGreaterThanOrEqual(950);
    const list = await api.call('difusion.list');
    expect(list.find((t) => t.id === target.id)?.state).toMatchObject({ dropped: 2, sent: 3, queued: 0 });
  });

  it('a target disabled while its posts wait sends none of them, and counts none as sent', async () => {
    const target = await addTarget({
      ...{ kind: 'webhook', name: 'Paused', events: ['request'], minIntervalSeconds: 1 },
      secret: `${receivers.base}/paused`,
    });
    station.context.broadcast.events.emit('requestAired', aired('primera'));
    station.context.broadcast.events.emit('requestAired', aired('segunda'));
    await waitFor('the first post', () => receivers.at('/paused').length === 1);
    const { id: _id, secretSet: _s, secretHint: _h, state: _st, ...settings } = target;
    const off = await api.send('difusion.update', { params: { id: target.id }, body: { ...settings, enabled: false } });
    expect(off.status).toBe(200);
    await station.context.difusion!.idle();
    expect(receivers.at('/paused').map((r) => r.body?.title)).toEqual(['primera']);
    const list = await api.call('difusion.list');
    expect(list.find((t) => t.id === target.id)?.state).toMatchObject({ sent: 1, failed: 0, queued: 0 });
  });

  it('the air never waits for a target: a receiver that never answers delays neither the engine nor other targets', async () => {
    receivers.answer('/hang', 'hang');
    await addTarget({ kind: 'webhook', name: 'Hang', events: ['request', 'song'], secret: `${receivers.base}/hang` });
    await addTarget({ kind: 'webhook', name: 'Quick', events: ['request', 'song'], secret: `${receivers.base}/quick` });
    const started = performance.now();
    station.context.broadcast.events.emit('requestAired', aired('Sin esperas'));
    // The emit returned before any request was even opened.
    expect(performance.now() - started).toBeLessThan(50);
    expect(receivers.at('/hang')).toHaveLength(0);
    await waitFor('the hanging receiver holds a request', () => receivers.at('/hang').length === 1);
    await waitFor('the other target posted', () => receivers.at('/quick').length === 1);
    // While that request hangs, the engine changes songs and the quick target hears of it.
    const before = station.context.broadcast.nowPlaying().current!.startedAt;
    station.context.broadcast.skip();
    await waitFor('the next song', () => station.context.broadcast.nowPlaying().current!.startedAt !== before);
    await waitFor('the song posted', () => receivers.at('/quick').some((r) => r.body?.event === 'song'));
    const res = await apiClient(station).send('nowPlaying.get');
    expect(res.status).toBe(200);
    expect(receivers.at('/hang')).toHaveLength(1);
  });

  it('live start and end are posted with the programme on air', async () => {
    await addTarget({
      ...{ kind: 'webhook', name: 'Live', events: ['liveStart', 'liveEnd'] },
      secret: `${receivers.base}/live`,
    });
    const status = station.context.broadcast.status();
    station.context.broadcast.events.emit('status', { ...status, isLive: true });
    station.context.broadcast.events.emit('status', { ...status, isLive: true });
    station.context.broadcast.events.emit('status', { ...status, isLive: false });
    await waitFor('two posts', () => receivers.at('/live').length >= 2);
    expect(receivers.at('/live').map((r) => [r.body?.event, r.body?.text])).toEqual([
      ['liveStart', 'En directo en Ràdio Portbou: Ràdio Portbou.'],
      ['liveEnd', 'Termina el directo de Ràdio Portbou en Ràdio Portbou. ¡Gracias por escuchar!'],
    ]);
  });

  it('no secret is ever written to the log, even when posts fail', () => {
    expect(receivers.at('/flaky').length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    expect(log).toContain('[station:difusion]');
    for (const secret of Object.values(SECRETS)) expect(log).not.toContain(secret);
  });
});
