import { describe, expect, it } from 'vitest';
import { bulkChanges } from './bulk-changes';

const empty = {
  artist: '',
  album: '',
  genre: '',
  clearAlbum: false,
  clearGenre: false,
  kind: '' as const,
  requestable: '' as const,
  publisher: '',
  label: '',
  rights: '' as const,
};

describe('bulkChanges', () => {
  it('sends the kind chosen for the selection, and leaves each track its own kind when none is chosen', () => {
    expect(bulkChanges({ ...empty, kind: 'spot' })).toEqual({ kind: 'spot' });
    expect(bulkChanges({ ...empty, artist: 'Ferretería Costa' })).toEqual({ artist: 'Ferretería Costa' });
    expect(bulkChanges({ ...empty, kind: 'music', clearGenre: true })).toEqual({ kind: 'music', genre: null });
  });

  it('sends the label and the rights flag when chosen, and nothing for them when left empty', () => {
    expect(bulkChanges({ ...empty, label: 'Segell Sud', rights: 'own' })).toEqual({
      label: 'Segell Sud',
      rights: 'own',
    });
    expect(bulkChanges({ ...empty, artist: 'X' })).not.toHaveProperty('rights');
  });

  it('sends whether listeners may request the selection only when chosen', () => {
    expect(bulkChanges({ ...empty, requestable: 'no' })).toEqual({ requestable: false });
    expect(bulkChanges({ ...empty, kind: 'music', requestable: 'yes' })).toEqual({ kind: 'music', requestable: true });
    expect(bulkChanges({ ...empty, artist: 'X' })).not.toHaveProperty('requestable');
  });
});
