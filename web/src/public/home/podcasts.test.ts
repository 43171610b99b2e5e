import { describe, expect, it } from 'vitest';
import type { Podcast } from '../../../../shared/schemas/archive/podcasts';
import { LISTS } from '../../../../shared/web-app/ui-settings';
import { featuredPodcasts, podcastInitials } from './podcasts';

const podcast = (id: number, publishedAt: string | null): Podcast => ({
  id,
  slug: `p${id}`,
  title: `Podcast ${id}`,
  description: '',
  author: '',
  language: 'es',
  category: 'History',
  ownerEmail: null,
  coverUrl: null,
  feedUrl: '',
  createdAt: '',
  updatedAt: '',
  episodes: publishedAt
    ? [
        {
          id,
          podcastId: id,
          guid: '',
          title: '',
          description: '',
          recordingId: null,
          audioUrl: '',
          durationSec: 1,
          sizeBytes: 1,
          publishedAt,
        },
      ]
    : [],
});

describe('featured podcasts', () => {
  it('are the six with the newest episodes, those without episodes last', () => {
    const all = [
      podcast(1, null),
      ...Array.from({ length: 7 }, (_, i) => podcast(i + 2, `2025-06-0${i + 1}T10:00:00.000Z`)),
    ];
    const featured = featuredPodcasts(all);
    expect(featured).toHaveLength(LISTS.featuredPodcasts);
    expect(featured.map((p) => p.id)).toEqual([8, 7, 6, 5, 4, 3]);
    expect(featuredPodcasts([podcast(1, null), podcast(2, '2025-01-01T00:00:00.000Z')]).map((p) => p.id)).toEqual([
      2, 1,
    ]);
  });

  it('label a card without a cover with the title’s initials', () => {
    expect(podcastInitials('Historias de la frontera')).toBe('HF');
    expect(podcastInitials('Pasajes: Walter Benjamin')).toBe('PW');
  });
});
