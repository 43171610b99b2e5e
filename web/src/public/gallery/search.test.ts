import { describe, expect, it } from 'vitest';
import type { GalleryImage } from '../../../../shared/schemas/library/gallery';
import { filterGallery } from './search';

const image = (
  id: number,
  type: GalleryImage['type'],
  title: string,
  description: string | null = null,
): GalleryImage => ({
  id,
  type,
  title,
  description,
  imageUrl: `/media/images/${id}.jpg`,
  thumbnailUrl: `/media/thumbs/${id}.webp`,
  createdAt: '2025-06-01T00:00:00Z',
});

const images = [
  image(1, 'art', 'Marina al alba', 'Óleo sobre lienzo'),
  image(2, 'art', 'Retrato', null),
  image(3, 'shipyard', 'Yate de 12 metros', 'Botado en 1965'),
  image(4, 'art', 'Estación', 'La marina de Portbou'),
];

describe('filterGallery', () => {
  it('keeps only the requested type and shows all of it for an empty or blank query', () => {
    expect(filterGallery(images, 'art', '').map((i) => i.id)).toEqual([1, 2, 4]);
    expect(filterGallery(images, 'art', '   ').map((i) => i.id)).toEqual([1, 2, 4]);
    expect(filterGallery(images, 'shipyard', '').map((i) => i.id)).toEqual([3]);
  });

  it('matches a substring of the title or the description, ignoring case', () => {
    expect(filterGallery(images, 'art', 'MARINA').map((i) => i.id)).toEqual([1, 4]);
    expect(filterGallery(images, 'art', 'óleo').map((i) => i.id)).toEqual([1]);
    expect(filterGallery(images, 'shipyard', '1965').map((i) => i.id)).toEqual([3]);
  });

  it('finds nothing when nothing matches, and never crosses types', () => {
    expect(filterGallery(images, 'art', 'yate')).toEqual([]);
    expect(filterGallery(images, 'shipyard', 'retrato')).toEqual([]);
  });
});
