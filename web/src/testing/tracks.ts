import type { Track, TrackPage } from '../../../shared/schemas/library/tracks';

/** A library song as GET /api/tracks answers it. */
export function track(id: number, title: string, fields: Partial<Track> = {}): Track {
  return {
    id,
    title,
    artist: `Artista ${id}`,
    album: null,
    duration: 180,
    coverImageUrl: null,
    audioFileUrl: `/uploads/${id}.mp3`,
    uploadedBy: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

/** One page of GET /api/tracks?offset=&limit= holding `items` of `total`. */
export function page(items: Track[], offset = 0, total = items.length): TrackPage {
  return { items, offset, limit: 100, total };
}
