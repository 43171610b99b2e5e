import { describe, expect, it } from 'vitest';
import { addRecentArtist } from './recent-artists';

describe('addRecentArtist', () => {
  it('puts the newest first', () => {
    expect(addRecentArtist(['B', 'A'], 'C')).toEqual(['C', 'B', 'A']);
  });

  it('moves a repeated name to the front instead of duplicating it, ignoring case', () => {
    expect(addRecentArtist(['C', 'B', 'A'], 'a')).toEqual(['a', 'C', 'B']);
    expect(addRecentArtist(['C', 'B'], 'C')).toEqual(['C', 'B']);
  });

  it('keeps at most five', () => {
    let list: string[] = [];
    for (const name of ['1', '2', '3', '4', '5', '6', '7']) list = addRecentArtist(list, name);
    expect(list).toEqual(['7', '6', '5', '4', '3']);
  });

  it('ignores a blank name and trims the others', () => {
    expect(addRecentArtist(['A'], '   ')).toEqual(['A']);
    expect(addRecentArtist(['A'], '  B ')).toEqual(['B', 'A']);
  });
});
