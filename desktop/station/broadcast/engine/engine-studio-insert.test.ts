import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Airing, Campaign } from '../../../../shared/schemas/programming/campaigns';
import { stationTimeZone, wallTime } from '../../../../shared/station/station-time';
import { as, jsonBody } from '../../../../testing/station/admin-helpers';
import { addToneTrack, waitFor } from '../../../../testing/station/test-audio';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';

/** A CSV export as rows keyed by its headers (the BOM Excel needs taken off). */
async function csvRows(res: Response): Promise<Array<Record<string, string>>> {
  expect(res.status).toBe(200);
  const text = Buffer.from(await res.arrayBuffer())
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return parseCsv(text, { columns: true }) as Array<Record<string, string>>;
}

/**
 * A jingle and an advert put on air by hand from the studio («Poner a continuación») on the real engine: they are
 * logged as what they are, wherever they were started from, and the advert is proof of airing for its campaign as a
 * planned one is; neither is a musical work in the music-use report.
 */
describe('what the studio puts on air by hand is logged by its kind', () => {
  let station: TestStation;
  let api: ReturnType<typeof as>;
  const startedAt = Date.now();

  beforeAll(async () => {
    station = await startToneStation([300, 500], 30);
    api = as(station, await station.login());
    // No planned breaks: the only spot that airs is the one put on air by hand.
    expect((await api('/api/streaming/settings', { method: 'PUT', json: { adBreakMinutes: [] } })).status).toBe(200);
  }, 60_000);
  afterAll(() => station?.close());

  it('airs a jingle and a spot as a jingle and a spot, with the spot counted for its campaign', async () => {
    const tone = (title: string, frequency: number) =>
      addToneTrack(station.context, { title, artist: 'Ràdio Prova', frequency, toneSeconds: 3, silence: 0 });
    const jingle = await tone('Cortinilla de la tarde', 1200);
    const spot = await tone('Cuña Ferretería', 1500);
    expect((await api(`/api/tracks/${jingle.id}`, { method: 'PATCH', json: { kind: 'jingle' } })).status).toBe(200);
    expect((await api(`/api/tracks/${spot.id}`, { method: 'PATCH', json: { kind: 'spot' } })).status).toBe(200);
    // Running from yesterday to tomorrow in station time, whatever the hour this runs at.
    const tz = stationTimeZone(station.context.config);
    const day = (offset: number) => wallTime(Date.now() + offset * 86_400_000, tz).date;
    const campaign = await jsonBody<Campaign>(
      await api('/api/campaigns', {
        method: 'POST',
        json: {
          advertiser: 'Ferretería El Clavo',
          title: 'Rebajas',
          spotTrackId: spot.id,
          startDate: day(-1),
          endDate: day(1),
          spots: 4,
          daypart: 'any',
        },
      }),
    );

    // Each insert goes first: the spot, then the jingle before it.
    for (const track of [spot, jingle])
      expect((await api('/api/queue', { method: 'POST', json: { trackId: track.id } })).status).toBe(201);
    const window = () =>
      `from=${encodeURIComponent(new Date(startedAt - 60_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`;
    const asRun = async () => csvRows(await api(`/api/reports/as-run.csv?${window()}`));
    const has = (rows: Array<Record<string, string>>, title: string) => rows.some((r) => r.título === title);
    const aired = await waitFor(
      'the jingle and the spot in the as-run log',
      async (): Promise<Array<Record<string, string>> | null> => {
        const rows = await asRun();
        return has(rows, 'Cuña Ferretería') && has(rows, 'Cortinilla de la tarde') ? rows : null;
      },
      60_000,
      250,
    ).then((rows) => rows ?? []);
    expect(aired.find((r) => r.título === 'Cortinilla de la tarde')).toMatchObject({ tipo: 'Cortinilla', campaña: '' });
    expect(aired.find((r) => r.título === 'Cuña Ferretería')).toMatchObject({
      tipo: 'Cuña',
      campaña: 'Ferretería El Clavo · Rebajas',
    });

    const airings = await jsonBody<Airing[]>(await api(`/api/campaigns/${campaign.id}/airings`));
    expect(airings.map((a) => a.spot)).toEqual([{ trackId: spot.id, title: 'Cuña Ferretería' }]);
    expect((await jsonBody<Campaign>(await api(`/api/campaigns/${campaign.id}`))).aired).toBe(1);

    const works = await csvRows(await api(`/api/reports/music-use.csv?${window()}`));
    const titles = works.map((r) => Object.values(r).join(' '));
    expect(titles.some((t) => t.includes('Tono'))).toBe(true);
    expect(titles.filter((t) => t.includes('Cortinilla') || t.includes('Cuña'))).toEqual([]);
    // The public history is songs only: neither is in it.
    const history = await station.fetch(`/api/history?from=${encodeURIComponent(new Date(startedAt).toISOString())}`);
    expect(JSON.stringify(await history.json())).not.toMatch(/Cortinilla de la tarde|Cuña Ferretería/);
  }, 120_000);
});
