import { describe, expect, it } from 'vitest';
import { podcastCreatedSchema } from '../../../shared/schemas/archive/podcasts';
import { adminSuite } from '../../../testing/station/admin-helpers';
import { apiClient, queryOf } from '../../../testing/station/api-client';

/** GET /api/podcasts/:id/episodes: a long-running show's episodes a page at a time, for anyone (the list is public). */
describe('a podcast’s episodes, a page at a time', () => {
  const s = adminSuite();

  it('pages newest first, searches titles and descriptions (accents ignored) and sorts', async () => {
    const created = podcastCreatedSchema.parse(
      await s.client.call('podcasts.create', {
        body: { title: 'Mareas', description: 'Semanal', author: 'Ràdio', language: 'es', category: 'Music' },
      }),
    );
    const { podcasts } = s.station.context.repos;
    for (let i = 1; i <= 30; i++)
      podcasts.addEpisode({
        podcastId: created.id,
        guid: `g-${i}`,
        title: i === 7 ? 'Especial Canción del verano' : `Programa ${i}`,
        description: i === 12 ? 'Con la orquesta del puerto' : '',
        recordingId: null,
        startSec: null,
        endSec: null,
        fileName: `${String(i).padStart(32, 'a')}.mp3`,
        sizeBytes: 1000,
        durationSec: 100 + i,
      });
    // Episodes added within one second share a published time: newest first is checked as a non-increasing order.
    const page = (query: string) =>
      apiClient(s.station).call('podcasts.episodes', { params: { id: created.id }, query: queryOf(query) });

    const first = await page('limit=10');
    expect(first).toMatchObject({ total: 30, offset: 0, limit: 10 });
    expect(first.items).toHaveLength(10);
    const dates = first.items.map((e) => e.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await page('offset=25&limit=10')).items).toHaveLength(5);

    const search = await page('q=cancion');
    expect(search.items.map((e) => e.title)).toEqual(['Especial Canción del verano']);
    expect((await page('q=ORQUESTA')).items.map((e) => e.title)).toEqual(['Programa 12']);
    const longest = await page('sort=durationSec&order=desc&limit=1');
    expect(longest.items[0]!.durationSec).toBe(130);
  });

  it('refuses bad paging with a 400 naming the problem and an unknown podcast with 404', async () => {
    const bad = await apiClient(s.station).send('podcasts.episodes', { params: { id: 1 }, query: { limit: 5000 } });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/entre 1 y 200/);
    expect(
      (await apiClient(s.station).sendInvalid('podcasts.episodes', { params: { id: 1 }, query: { sort: 'size' } }))
        .status,
    ).toBe(400);
    expect((await apiClient(s.station).send('podcasts.episodes', { params: { id: 999 } })).status).toBe(404);
    expect((await apiClient(s.station).send('podcasts.episodes', { params: { id: 'abc' } })).status).toBe(400);
  });
});
