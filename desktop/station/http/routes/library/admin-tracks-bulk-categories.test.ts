import { beforeAll, describe, expect, it } from 'vitest';
import type { TrackPage } from '../../../../../shared/schemas/library/tracks';
import { instantOf, stationTimeZone } from '../../../../../shared/station/station-time';
import { nonAdminCookie } from '../../../../../testing/station/admin-helpers';
import { apiClient } from '../../../../../testing/station/api-client';
import { programmingSuite } from '../../../../../testing/station/programming-suite';

const suite = programmingSuite();
let songs: Record<string, number>;
let category: number;

const categoriesOf = async (ids: number[]) =>
  Object.fromEntries(
    (
      (await suite.client.call('tracks.list', { query: { ids: ids.join(',') } })) as Array<{
        id: number;
        categoryIds?: number[];
      }>
    ).map((t) => [t.id, t.categoryIds ?? []]),
  );

beforeAll(async () => {
  const { repos, db, config } = suite.station.context;
  const tz = stationTimeZone(config);
  // Added at half past midnight on the 2nd of March, station time: a day the UTC date would get wrong east of UTC.
  const added = (date: string, time: string) => new Date(instantOf(date, time, tz)).toISOString();
  const rows: Array<[string, string, string, number, string]> = [
    ['Ola', 'Marea', 'Pop', 1994, added('2026-03-02', '00:30')],
    ['Faro', 'Marea feat. Brisa', 'pop', 1998, added('2026-03-05', '12:00')],
    ['Roca', 'Marea', 'Pop', 2004, added('2026-03-01', '23:30')],
    ['Puerto', 'Brisa', 'Rock', 1995, added('2026-03-02', '10:00')],
    ['Cala', '100% Marea_', 'Jazz', 1991, added('2026-04-01', '10:00')],
  ];
  songs = {};
  for (const [title, artist, genre, year, createdAt] of rows) {
    const { id } = repos.tracks.create({
      ...{ title, artist, album: null, duration: 200, fileName: `${title}.mp3`, coverFile: null, uploadedBy: 1 },
    });
    // The fixture's own columns: the added date is the library's to set, never an API's.
    db.prepare('UPDATE tracks SET genre = ?, year = ?, created_at = ? WHERE id = ?').run(genre, year, createdAt, id);
    songs[title] = id;
  }
  category = (await suite.client.call('categories.create', { body: { name: 'Noventas', color: '#0ea5e9' } })).id;
});

describe("the library's filters (genre, year, artist, added date)", () => {
  const titles = async (query: Record<string, string | number>) =>
    (
      (await suite.client.call('tracks.list', { query: { limit: 100, sort: 'title', ...query } })) as TrackPage
    ).items.map((t) => t.title);

  it('narrow the page and the selection alike', async () => {
    expect(await titles({ artist: 'marea', yearFrom: 1990, yearTo: 1999 })).toEqual(['Cala', 'Faro', 'Ola']);
    expect(await titles({ genre: 'POP' })).toEqual(['Faro', 'Ola', 'Roca']);
    // LIKE's wildcards in the words are the text itself.
    expect(await titles({ artist: '100% Marea_' })).toEqual(['Cala']);
    expect(await titles({ artist: '%' })).toEqual(['Cala']);
    // Station days, both included.
    expect(await titles({ addedFrom: '2026-03-02', addedTo: '2026-03-02' })).toEqual(['Ola', 'Puerto']);
    expect(await titles({ addedTo: '2026-03-01' })).toEqual(['Roca']);
    const selection = await suite.client.call('tracks.selection', {
      query: { artist: 'Marea', genre: 'pop', yearTo: 1999 },
    });
    expect(selection.ids.sort()).toEqual([songs.Ola, songs.Faro].sort());
  });

  it('refuse a bad value with a Spanish message', async () => {
    for (const [query, message] of [
      [{ yearFrom: 'noventa' }, /año/],
      [{ addedFrom: '2026-13-45' }, /fecha/],
      [{ addedTo: '1/3/2026' }, /AAAA-MM-DD/],
    ] as const) {
      const res = await suite.client.sendInvalid('tracks.list', { query: { limit: 10, ...query } });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.error?.message).toMatch(message);
    }
  });
});

describe('POST /api/tracks/bulk-categories', () => {
  it('over a filter: exactly the matched songs enter the category, in one request', async () => {
    const res = await suite.client.send('tracks.bulkCategories', {
      body: { filter: { artist: 'Marea', yearFrom: 1990, yearTo: 1999 }, addCategoryIds: [category] },
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ updated: 3 });
    const all = Object.values(songs);
    const now = await categoriesOf(all);
    expect(all.filter((id) => now[id]!.includes(category)).sort()).toEqual([songs.Ola, songs.Faro, songs.Cala].sort());
    // And out again, by ids this time.
    const out = await suite.client.call('tracks.bulkCategories', {
      body: { ids: [songs.Cala!], removeCategoryIds: [category] },
    });
    expect(out).toEqual({ updated: 1 });
    expect((await categoriesOf([songs.Cala!]))[songs.Cala!]).toEqual([]);
  });

  it('refuses what is unclear or unknown, and changes nothing', async () => {
    const before = await categoriesOf(Object.values(songs));
    const cases: Array<[unknown, number, RegExp]> = [
      [{ addCategoryIds: [category] }, 400, /ids.*filter/],
      [{ ids: [songs.Roca], filter: { genre: 'Pop' }, addCategoryIds: [category] }, 400, /ids.*filter/],
      [{ filter: { genre: 'Pop' } }, 400, /al menos una categoría/],
      [{ filter: { yearFrom: 'x' }, addCategoryIds: [category] }, 400, /año/],
      [{ ids: [songs.Roca, 999_999], addCategoryIds: [category] }, 404, /ya no existe/],
      [{ filter: { genre: 'Pop' }, addCategoryIds: [category, 999_999] }, 400, /categor/i],
    ];
    for (const [body, status, message] of cases) {
      const res = await suite.client.sendInvalid('tracks.bulkCategories', { body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.error?.message).toMatch(message);
    }
    expect(await categoriesOf(Object.values(songs))).toEqual(before);
  });

  it('is the admins’ only', async () => {
    const editor = apiClient(suite.station, await nonAdminCookie(suite.station));
    const res = await editor.send('tracks.bulkCategories', { body: { filter: {}, addCategoryIds: [category] } });
    expect(res.status).toBe(403);
  });
});
