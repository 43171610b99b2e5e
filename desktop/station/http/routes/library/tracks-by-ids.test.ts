import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TRACK_IDS_MAX, trackSchema } from '../../../../../shared/schemas/library/tracks';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';
import { apiClient } from '../../../../../testing/station/api-client';

const trackListSchema = z.array(trackSchema);
const errorSchema = z.object({ message: z.string() });

/** GET /api/tracks?ids=: a few songs by id for pages that show them by id, without the whole library. */
describe('GET /api/tracks?ids=', () => {
  let station: TestStation;
  const ids: number[] = [];

  beforeAll(async () => {
    station = await startTestStation();
    for (const title of ['Uno', 'Dos', 'Tres', 'Cuatro'])
      ids.push(
        station.context.repos.tracks.create({
          title,
          artist: 'Ids',
          album: null,
          duration: 100,
          fileName: `${title}.mp3`,
          coverFile: null,
          uploadedBy: 1,
        }).id,
      );
  });
  afterAll(() => station.close());

  const get = async (query: string) => {
    // Literal URL: the query as a client writes it, a repeated parameter included, which a query object cannot hold.
    const res = await station.fetch(`/api/tracks?${query}`);
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const titles = async (query: string) => {
    const { status, body } = await get(query);
    expect(status, query).toBe(200);
    return trackListSchema.parse(body).map((track) => track.title);
  };
  const refused = async (query: string) => {
    const { status, body } = await get(query);
    expect(status, query).toBe(400);
    return errorSchema.parse(body).message;
  };

  it('answers the songs asked for, in the order asked, each once, as the public Track', async () => {
    const [uno, dos, tres] = ids as [number, number, number];
    expect(await titles(`ids=${tres},${uno}`)).toEqual(['Tres', 'Uno']);
    expect(await titles(`ids=${dos},${dos},${uno}`)).toEqual(['Dos', 'Uno']);
    const { body } = await get(`ids=${uno}`);
    expect(Object.keys((body as object[])[0] ?? {})).not.toContain('fileName');
  });

  it('leaves out ids that are not in the library (a deleted song) instead of failing', async () => {
    const [uno, , , cuatro] = ids as [number, number, number, number];
    expect(await titles(`ids=${cuatro},999999,${uno}`)).toEqual(['Cuatro', 'Uno']);
    expect(await titles('ids=999998,999999')).toEqual([]);
  });

  it(`takes up to ${TRACK_IDS_MAX} ids`, async () => {
    const many = Array.from({ length: TRACK_IDS_MAX - 1 }, (_, i) => 100_000 + i);
    expect(await titles(`ids=${[ids[0], ...many].join(',')}`)).toEqual(['Uno']);
  });

  it('refuses bad ids with a 400 that says why', async () => {
    const tooMany = Array.from({ length: TRACK_IDS_MAX + 1 }, (_, i) => i + 1).join(',');
    expect(await refused(`ids=${tooMany}`)).toBe(`Como máximo ${TRACK_IDS_MAX} identificadores por petición.`);
    expect(await refused('ids=')).toBe('Indica al menos un identificador en ids.');
    for (const bad of ['ids=abc', 'ids=1,,2', 'ids=1,-2', 'ids=1.5', 'ids=1,2,'])
      expect(await refused(bad)).toMatch(/^ids debe ser una lista de identificadores/);
    for (const bad of ['ids=0', 'ids=1,99999999999999999999'])
      expect(await refused(bad)).toBe('Cada identificador debe ser un número entero positivo.');
    expect(await refused('ids=1&ids=2')).toMatch(/^ids debe ser una lista de identificadores/);
    expect(await refused('ids=1&limit=5')).toBe(
      'ids no se combina con otros parámetros (q, sort, order, offset, limit).',
    );
  });

  it('leaves the other contracts as they were', async () => {
    const { body } = await get('limit=2');
    expect(body).toMatchObject({ total: expect.any(Number), offset: 0, limit: 2 });
    const all = (await apiClient(station).call('tracks.list')) as unknown[];
    expect(all.length).toBeGreaterThanOrEqual(ids.length);
  });
});
