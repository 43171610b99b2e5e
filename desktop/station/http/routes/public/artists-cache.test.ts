import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LibraryArtistDetail, LibraryArtistSummary } from '../../../../../shared/schemas/public/artists';
import { startAdminTestStation } from '../../../../../testing/station/admin-helpers';
import type { TestStation } from '../../../../../testing/station/test-station';
import { apiClient } from '../../../../../testing/station/api-client';

/** The artists' aggregates read the library once per change (the 'programming' counter), not on every request. */
describe('artists aggregates cache', () => {
  let station: TestStation;
  let trackId: number;

  beforeAll(async () => {
    station = await startAdminTestStation();
    trackId = station.context.repos.tracks.create({
      title: 'Ola',
      artist: 'Marea',
      album: 'Uno',
      duration: 100,
      fileName: 'ola.mp3',
      coverFile: null,
      uploadedBy: 1,
    }).id;
  });
  afterAll(() => station.close());

  const search = async (q: string) =>
    (await apiClient(station).call('artists.list', { query: { q: q } })) as LibraryArtistSummary[];
  const detail = async (name: string) =>
    (await apiClient(station).call('artists.get', { params: { name } })) as LibraryArtistDetail;

  it('serves repeated searches and details without reading every track again', async () => {
    const list = vi.spyOn(station.context.repos.tracks, 'list');
    try {
      await search('mar');
      const reads = list.mock.calls.length;
      for (let i = 0; i < 5; i++) {
        expect(await search('mar')).toMatchObject([{ name: 'Marea', trackCount: 1, albumCount: 1 }]);
        expect((await detail('Marea')).albums).toEqual([{ name: 'Uno', trackCount: 1 }]);
      }
      expect(list.mock.calls.length).toBe(reads);
    } finally {
      list.mockRestore();
    }
  });

  it('sees every change: new tracks, album edits, deletions', async () => {
    await search('mar');
    const other = station.context.repos.tracks.create({
      title: 'Espuma',
      artist: 'Marea',
      album: 'Dos',
      duration: 90,
      fileName: 'espuma.mp3',
      coverFile: null,
      uploadedBy: 1,
    });
    expect(await search('mar')).toMatchObject([{ name: 'Marea', trackCount: 2, albumCount: 2 }]);
    station.context.repos.tracks.update(other.id, { album: 'Uno' });
    expect((await detail('Marea')).albums).toEqual([{ name: 'Uno', trackCount: 2 }]);
    station.context.repos.tracks.remove(trackId);
    expect(await search('mar')).toMatchObject([{ name: 'Marea', trackCount: 1, albumCount: 1 }]);
  });

  it("sees a track another program wrote into the database (an operator's sqlite3 shell publishes no event)", async () => {
    expect(await search('oleaje')).toEqual([]);
    const shell = new Database(path.join(station.context.config.dataDir, 'emisora.db'));
    try {
      shell
        .prepare('INSERT INTO tracks (title, artist, album, duration, file_name) VALUES (?, ?, ?, 120, ?)')
        .run('Resaca', 'Oleaje', 'Tres', 'resaca.mp3');
    } finally {
      shell.close();
    }
    expect(await search('oleaje')).toMatchObject([{ name: 'Oleaje', trackCount: 1 }]);
  });
});
