import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api';

/** GET /api/gallery/images: one list for both the art gallery and the shipyard, split client-side by type (spec §7). */
export function useGalleryImages() {
  return useQuery({ ...apiQuery('gallery.images') });
}
