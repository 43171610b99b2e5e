import { describe, expect, it } from 'vitest';
import { TRACK_IDS_MAX } from '../../../shared/schemas/library/tracks';
import { apiUrl } from './api';
import { idChunks } from './track-ids';

describe('idChunks', () => {
  it('asks for each id once, in ascending order, so the same set always makes the same requests', () => {
    expect(idChunks([5, 3, 5, 1])).toEqual([[1, 3, 5]]);
    expect(idChunks([])).toEqual([]);
  });

  it(`cuts a big list into requests of at most ${TRACK_IDS_MAX} ids`, () => {
    const ids = Array.from({ length: 1_201 }, (_, i) => 1_201 - i);
    const chunks = idChunks(ids);
    expect(chunks.map((chunk) => chunk.length)).toEqual([TRACK_IDS_MAX, TRACK_IDS_MAX, 201]);
    expect(chunks.flat()).toEqual([...ids].sort((a, b) => a - b));
    const ids2 = chunks[2]!.slice(0, 2).join(',');
    // Literal URL: the request's exact text, commas encoded, as the server and its cache see it.
    expect(apiUrl('tracks.list', { query: { ids: ids2 } })).toBe('/api/tracks?ids=1001%2C1002');
  });
});
