import { describe, expect, it } from 'vitest';
import { podcastCategoryKey } from './podcast-categories';

describe('podcastCategoryKey', () => {
  it('maps the stored (English, feed) name to its catalogue key', () => {
    expect(podcastCategoryKey('History')).toBe('history');
    expect(podcastCategoryKey('Society & Culture')).toBe('society');
    expect(podcastCategoryKey(' tv & film ')).toBe('tvFilm');
  });

  it('has no key for a category Apple does not list', () => {
    expect(podcastCategoryKey('Cultura local')).toBeNull();
  });
});
