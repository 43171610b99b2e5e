import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedTestStation } from '../../../../../testing/station/feed-server';
import type { TestStation } from '../../../../../testing/station/test-station';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';

// Next year's January: the rules' dates never depend on today.
const YEAR = new Date().getUTCFullYear() + 1;
const rules = [{ days: [1, 2, 3, 4, 5], start: '11:00', durationMin: 60, from: `${YEAR}-01-01` }];
const FEED = 'http://127.0.0.1:8/democracia.xml';

let station: TestStation;
let api: ApiClient;
beforeAll(async () => {
  station = await startFeedTestStation();
  api = apiClient(station, await station.login());
});
afterAll(() => station?.close());
const post = (json: unknown) => api.sendInvalid('shows.create', { body: json });
const count = (table: string) =>
  (station.context.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('syndicated shows: admin API', () => {
  it('creates a syndicated show with its feed and rules; GET answers its syndication block', async () => {
    const res = await post({ name: 'Democracia Ahora', kind: 'syndicated', feedUrl: FEED, maxRepeats: 2, rules });
    expect(res.status).toBe(201);
    const created = res.data!;
    expect(created.kind).toBe('syndicated');
    const show = await api.call('shows.get', { params: { id: created.id } });
    expect(show.kind).toBe('syndicated');
    expect(show.syndication).toMatchObject({
      feedUrl: FEED,
      episode: 'newest',
      retentionDays: 14,
      maxRepeats: 2,
      tooLong: 'fade',
      fallbackPrevious: true,
      downloadAheadMin: 120,
      lastCheck: null,
      nextEpisode: null,
      episodes: [],
    });
    // Other kinds carry no feed block.
    const music = (await post({ name: 'Tarde musical', kind: 'music' })).data!;
    expect(music.syndication).toBeNull();
  });

  it('turns a syndicated show into a recorded one and back, keeping the show', async () => {
    const created = (await post({ name: 'Intercambio', kind: 'syndicated', feedUrl: FEED, episode: 'by-date' })).data!;
    const put = (json: unknown) => api.sendInvalid('shows.update', { params: { id: created.id }, body: json });
    const recorded = (await put({ name: 'Intercambio', kind: 'recorded' })).data!;
    expect(recorded).toMatchObject({ kind: 'recorded', syndication: null });
    const again = (await put({ name: 'Intercambio', kind: 'syndicated', feedUrl: FEED })).data!;
    expect(again.kind).toBe('syndicated');
    expect(again.syndication).toMatchObject({ feedUrl: FEED, episode: 'newest' });
    expect((await api.call('shows.list')).find((s) => s.id === created.id)?.kind).toBe('syndicated');
  });

  it('refuses a syndicated show without a feed, a bad choice or a private feed address, writing nothing', async () => {
    const before = count('shows');
    const cases: Array<[unknown, string]> = [
      [{ name: 'Sin feed', kind: 'syndicated' }, 'feedUrl'],
      [{ name: 'Mal feed', kind: 'syndicated', feedUrl: 'ftp://x/y.xml' }, 'feedUrl'],
      [{ name: 'Mala opción', kind: 'syndicated', feedUrl: FEED, episode: 'oldest' }, 'episode'],
      [{ name: 'Repite cero', kind: 'syndicated', feedUrl: FEED, maxRepeats: 0 }, 'maxRepeats'],
      [{ name: 'Privado', kind: 'syndicated', feedUrl: 'http://192.168.1.20/feed.xml' }, 'feedUrl'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = res.error!;
      expect(error.field).toBe(field);
      expect(error.error).toMatch(/[a-záéíóúñ]/i);
    }
    expect(count('shows')).toBe(before);
    expect(count('show_syndication')).toBe(2);
  });
});
