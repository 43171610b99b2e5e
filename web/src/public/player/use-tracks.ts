import { useQuery } from '@tanstack/react-query';
import type { Track } from '../../../../shared/schemas/tracks';

/** The library used by the bar, the home page and the music pages (one query, one cache entry). */
export function useTracks() {
  return useQuery<Track[]>({ queryKey: ['/api/tracks'] });
}
