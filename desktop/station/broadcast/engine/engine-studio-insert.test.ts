import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationTimeZone, wallTime } from '../../../../shared/station/station-time';
import { type ApiClient, apiClient, itemsOf } from '../../../../testing/station/api-client';
import { addToneTrack, waitFor } from '../../../../testing/station/test-audio';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';

/** A CSV export as rows keyed by its headers (the BOM Excel needs taken off). */
function csvRows(res: { status: number; text: string }): Array<Record<string, string>> {
  expect(res.status).toBe(200);
  const text = res.text.replace(/^\uFEFF/, '');
  return parseCsv(text, { columns: true }) as Array<Record<string, string>>;
}

/**
 * A jingle and an advert put on air by hand from the studio («Poner a continuación») on the real engine: they are
 * logged as what they are, wherever they were started from, and the advert is proof of airing for its campaign as a
 * planned one is; neither is a musical work in the music-use report.
 */
describe('what the studio puts on air by hand is logged by its kind', () => {
  let station: TestStation;
  let api: ApiClient;
  const startedAt = Date.now();

  beforeAll(async () => {
    station = await startToneStation([300, 500], 30);
    api = apiClient(station, await station.login());
    // No planned breaks: the only spot that airs is the one put on air by hand.
    expect((await api.send('streaming.settings', { body: { adBreakMinutes: [] } })).status).toBe(200);
  }, 60_000);
  afterAll(() => station?.close());

  it('airs a jingle and a spot as a jingle and a spot, with the spot counted for its campaign', async () => {
    const tone = (title: string, frequency: number) =>
      addToneTrack(station.context, { title, artist: 'Ràdio Prova', frequency, toneSeconds: 3, silence: 0 });
    const jingle = await tone('Cortinilla de la tarde', 1200);
    const spot = await tone('Cuña Ferretería', 1500);
    expect((await api.send('tracks.update', { params: { id: jingle.id }, body: { kind: 'jingle' } })).status).toBe(200);
    expect((await api.send('tracks.update', { params: { id: spot.id }, body: { kind: 'spot' } })).status).toBe(200);
    // Running from yesterday to tomorrow in station time, whatever the hour this runs at.
    const tz = stationTimeZone(station.context.config);
    const day = (offset: number) => wallTime(Date.now() + offset * 86_400_000, tz).date;
    const campaign = await api.call('campaigns.create', {
      body: {
        advertiser: 'Ferretería El Clavo',
        title: 'Rebajas',
        spotTrackId: spot.id,
        startDate: day(-1),
        endDate: day(1),
        spots: 4,
        daypart: 'any',
      },
    });

    // Each insert goes first: the spot, then the jingle before it.
    for (const track of [spot, jingle])
      expect((await api.send('queue.insert', { body: { trackId: track.id } })).status).toBe(201);
    const window = () => ({
      from: new Date(startedAt - 60_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    });
    const asRun = async () => csvRows(await api.send('reports.asRunCsv', { query: window() }));
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

    const airings = itemsOf(await api.call('campaigns.airings', { params: { id: campaign.id } }));
    expect(airings.map((a) => a.spot)).toEqual([{ trackId: spot.id, title: 'Cuña Ferretería' }]);
    expect((await api.call('campaigns.get', { params: { id: campaign.id } })).aired).toBe(1);

    // The report's own window keys, which its query schema (the column mapping) leaves to the report.
    const musicUseWindow: Record<string, string> = window();
    const works = csvRows(await api.send('reports.musicUseCsv', { query: musicUseWindow }));
    const titles = works.map((r) => Object.values(r).join(' '));
    expect(titles.some((t) => t.includes('Tono'))).toBe(true);
    expect(titles.filter((t) => t.includes('Cortinilla') || t.includes('Cuña'))).toEqual([]);
    // The public history is songs only: neither is in it.
    const history = await api
      .as(undefined)
      .call('history.list', { query: { from: new Date(startedAt).toISOString() } });
    expect(JSON.stringify(history)).not.toMatch(/Cortinilla de la tarde|Cuña Ferretería/);
  }, 120_000);
});
