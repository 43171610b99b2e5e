import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { createRepos } from '../index';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-sort-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A sorted page of the library reads an index (20,000 songs) and still sorts as a Spanish reader does: the server's
 * order is the order of Intl.Collator('es') (word by word) for names with accents, Ñ, Catalan l·l, ligatures and ¿¡ marks.
 */
describe('library sort order', () => {
  const db = openDatabase(path.join(dir, 'emisora.db'));
  const repos = createRepos(db);
  afterAll(() => db.close());

  const titles = [
    'Zorro',
    'Àrbol',
    'arena',
    'Ñandú',
    'Nube',
    'nzeta',
    'Éxito',
    'exacto',
    'Oído',
    'Œuvre',
    'Col·lecció',
    'Colmado',
    '¿Dónde estás?',
    'Dama',
    'Ça va',
    'Casa',
    'über',
    'Uva',
    'ÁGUILA',
  ];
  for (const [i, title] of titles.entries())
    repos.tracks.create({
      title,
      artist: title,
      album: i % 2 ? title : null,
      duration: 100,
      fileName: `${i}.mp3`,
      coverFile: null,
      uploadedBy: 1,
    });

  // Word by word (a space sorts before any letter), the opening ¿ and ¡ not counted.
  const collator = new Intl.Collator('es', { sensitivity: 'base' });
  const compare = (a: string, b: string) => collator.compare(a.replace(/[¿¡]/g, ''), b.replace(/[¿¡]/g, ''));
  const page = (sort: 'title' | 'artist', order: 'asc' | 'desc') =>
    repos.tracks.page({ sort, order, offset: 0, limit: 100 }).items.map((t) => t.title);

  it('sorts titles and artists as Intl.Collator("es") does, both ways', () => {
    const expected = [...titles].sort(compare);
    expect(page('title', 'asc')).toEqual(expected);
    expect(page('title', 'desc')).toEqual([...expected].reverse());
    expect(page('artist', 'asc')).toEqual(expected);
  });

  it('puts the songs without an album first, then albums in reading order', () => {
    const sorted = repos.tracks.page({ sort: 'album', order: 'asc', offset: 0, limit: 100 }).items;
    const withAlbum = sorted.flatMap((t) => (t.album === null ? [] : [t.album]));
    expect(sorted[0]!.album).toBeNull();
    expect(sorted.findIndex((t) => t.album !== null)).toBe(sorted.length - withAlbum.length);
    expect(withAlbum).toEqual([...withAlbum].sort(compare));
  });

  it('reads an index for a sorted page, not the whole table', () => {
    for (const key of ['title_key', 'artist_key', 'album_key', 'duration']) {
      const plan = db
        .prepare(`EXPLAIN QUERY PLAN SELECT t.* FROM tracks t ORDER BY t.${key} ASC, t.id ASC LIMIT 100 OFFSET 0`)
        .all() as Array<{ detail: string }>;
      const details = plan.map((p) => p.detail).join(' | ');
      expect(details, key).toMatch(new RegExp(`USING (COVERING )?INDEX tracks_${key}`));
      expect(details, key).not.toContain('TEMP B-TREE');
    }
  });
});
