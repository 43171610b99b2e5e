import { describe, expect, it } from 'vitest';
import { LISTS } from '../../../shared/web-app/ui-settings';
import { EXTERNAL_GALLERIES } from './gallery/external-galleries';

describe('hard-coded lists hold the spec counts', () => {
  it('five external galleries', () => expect(EXTERNAL_GALLERIES).toHaveLength(LISTS.externalGalleries));
});
