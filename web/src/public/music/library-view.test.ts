import { describe, expect, it } from 'vitest';
import type { Track } from '../../../../shared/schemas/tracks';
import { libraryView } from './library-view';

const track = (id: number, title: string, artist: string, album: string | null, duration: number): Track => ({
  id,
  title,
  artist,
  album,
  duration,
  coverImageUrl: null,
  audioFileUrl: `/media/audio/${id}.mp3`,
  uploadedBy: 1,
  createdAt: '',
});
const tracks = [
  track(1, 'Mar', 'Zoe', 'Bahía', 200),
  track(2, 'Àrbol', 'Ana', null, 90),
  track(3, 'Brisa', 'Marc', 'Costa', 310),
];

describe('libraryView', () => {
  it('matches title, artist or album case-insensitively', () => {
    expect(libraryView(tracks, 'MAR', 'title').map((t) => t.id)).toEqual([3, 1]);
    expect(libraryView(tracks, 'costa', 'title').map((t) => t.id)).toEqual([3]);
    expect(libraryView(tracks, 'nothing', 'title')).toEqual([]);
  });
  it('shows everything for an empty search', () => {
    expect(libraryView(tracks, '  ', 'title')).toHaveLength(3);
  });
  it('sorts by each key, accents ignored, missing album first', () => {
    expect(libraryView(tracks, '', 'title').map((t) => t.id)).toEqual([2, 3, 1]);
    expect(libraryView(tracks, '', 'artist').map((t) => t.id)).toEqual([2, 3, 1]);
    expect(libraryView(tracks, '', 'album').map((t) => t.id)).toEqual([2, 1, 3]);
    expect(libraryView(tracks, '', 'duration').map((t) => t.id)).toEqual([2, 1, 3]);
  });
  it('does not reorder the input', () => {
    libraryView(tracks, '', 'duration');
    expect(tracks.map((t) => t.id)).toEqual([1, 2, 3]);
  });
});
