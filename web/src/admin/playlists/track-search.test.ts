import { describe, expect, it } from 'vitest';
import type { Track } from '../../../../shared/schemas/tracks';
import { foldForSearch, searchTracks } from './track-search';

const track = (id: number, title: string, artist: string, album: string | null): Track => ({
  id,
  title,
  artist,
  album,
  duration: 60,
  coverImageUrl: null,
  audioFileUrl: `/media/audio/${id}.mp3`,
  uploadedBy: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const library = [
  track(1, 'Cerbère al alba', 'Marina Colera', 'Cap de Creus'),
  track(2, 'Tramontana', 'Los Túneles del Mar', 'Frontera Azul'),
  track(3, 'Pasajes', 'Cala Bramant', null),
];

describe('searchTracks', () => {
  it('ignores accents and case in both the query and the library', () => {
    expect(foldForSearch('CERBÈRE Túneles ñ')).toBe('cerbere tuneles n');
    expect(searchTracks(library, 'cerbere').map((t) => t.id)).toEqual([1]);
    expect(searchTracks(library, 'TUNELES').map((t) => t.id)).toEqual([2]);
    expect(searchTracks(library, 'Túnéles').map((t) => t.id)).toEqual([2]);
  });

  it('matches title, artist and album, every word in any order', () => {
    expect(searchTracks(library, 'frontera').map((t) => t.id)).toEqual([2]);
    expect(searchTracks(library, 'creus marina').map((t) => t.id)).toEqual([1]);
    expect(searchTracks(library, 'marina tramontana')).toEqual([]);
  });

  it('an empty query returns the whole library, a missing album never matches "null"', () => {
    expect(searchTracks(library, '   ')).toHaveLength(3);
    expect(searchTracks(library, 'null')).toEqual([]);
  });
});
