import { describe, expect, it } from 'vitest';
import { LISTS } from '../../../shared/ui-settings';
import { EXTERNAL_GALLERIES } from './gallery/external-galleries';
import { FEATURED_PODCASTS } from './home/podcasts';

describe('hard-coded lists hold the spec counts', () => {
  it('six featured podcasts', () => expect(FEATURED_PODCASTS).toHaveLength(LISTS.featuredPodcasts));
  it('five external galleries', () => expect(EXTERNAL_GALLERIES).toHaveLength(LISTS.externalGalleries));
});
