import { describe, expect, it } from 'vitest';
import { DAB_DEFAULTS, DLS_LENGTH } from '../../../../shared/schemas/broadcast/dab';
import type { OnAirItem } from '../on-air/on-air-item';
import { dlsFileText } from './dls-file';
import { DL_PLUS, dlsLabel } from './dls-text';

const item = (extra: Partial<OnAirItem>): OnAirItem => ({
  kind: 'rotation',
  trackId: 1,
  planned: null,
  title: 'Mediterráneo',
  artist: 'Joan Manuel Serrat',
  album: null,
  coverImageUrl: null,
  duration: 200,
  ...extra,
});

/** The tagged part of a label's text, as a receiver cuts it out. */
const tagged = (text: string, tag: { start: number; length: number }) => text.slice(tag.start, tag.start + tag.length);

describe('the DLS label of what is on air', () => {
  it('names a song by artist and title, each tagged, with an item running', () => {
    const label = dlsLabel(item({}), DAB_DEFAULTS, null);
    expect(label.text).toBe('Joan Manuel Serrat - Mediterráneo');
    expect(label.itemRunning).toBe(true);
    const byType = Object.fromEntries(label.tags.map((t) => [t.type, tagged(label.text, t)]));
    expect(byType).toEqual({ [DL_PLUS.itemArtist]: 'Joan Manuel Serrat', [DL_PLUS.itemTitle]: 'Mediterráneo' });
  });

  it('names a live programme and its presenter; a presenter who sent a song gets the song', () => {
    const programme = { title: 'La Frontera', host: 'Núria Puig' };
    const live = dlsLabel(item({ kind: 'live', title: 'La Frontera', artist: '' }), DAB_DEFAULTS, programme);
    expect(live.text).toBe('La Frontera con Núria Puig');
    expect(live.tags.map((t) => [t.type, tagged(live.text, t)])).toEqual([
      [DL_PLUS.programmeNow, 'La Frontera'],
      [DL_PLUS.programmeHost, 'Núria Puig'],
    ]);
    const song = { artist: 'Manu Chao', title: 'Clandestino' };
    const withSong = dlsLabel(item({ kind: 'live', song }), DAB_DEFAULTS, programme);
    expect(withSong.text).toBe('Manu Chao - Clandestino');
    expect(withSong.tags.map((t) => t.type)).toEqual([DL_PLUS.itemArtist, DL_PLUS.itemTitle]);
  });

  it("gives breaks the set text and jingles the station's text, with no item running", () => {
    const spot = dlsLabel(item({ kind: 'spot', title: 'Bar Costa 20"' }), DAB_DEFAULTS, null);
    expect(spot).toMatchObject({ text: 'Publicidad', tags: [], itemRunning: false });
    const jingle = dlsLabel(item({ kind: 'jingle' }), DAB_DEFAULTS, null);
    expect(jingle.text).toBe(DAB_DEFAULTS.stationText);
    expect(jingle.itemRunning).toBe(false);
    expect(jingle.tags).toEqual([{ type: DL_PLUS.stationNameLong, start: 0, length: 'Ràdio Portbou'.length }]);
    expect(dlsLabel(null, DAB_DEFAULTS, null).text).toBe(DAB_DEFAULTS.stationText);
  });

  it('keeps to 128 characters of the EBU set, cutting the tag that runs over', () => {
    const label = dlsLabel(item({ artist: 'A'.repeat(100), title: `Ōkami ${'t'.repeat(80)}` }), DAB_DEFAULTS, null);
    expect(label.text).toHaveLength(DLS_LENGTH);
    // A letter the set lacks is sent without its accent, so positions count what the radio shows.
    expect(label.text).toContain('Okami');
    const title = label.tags.find((t) => t.type === DL_PLUS.itemTitle)!;
    expect(title.start + title.length).toBe(DLS_LENGTH);
  });

  it('writes the parameters block ODR-PadEnc reads, with length markers one short of each length', () => {
    const label = dlsLabel(item({ artist: 'Serrat', title: 'Lucía' }), DAB_DEFAULTS, null);
    expect(dlsFileText(label, true)).toBe(
      [
        '##### parameters { #####',
        'DL_PLUS=1',
        'DL_PLUS_ITEM_TOGGLE=1',
        'DL_PLUS_ITEM_RUNNING=1',
        'DL_PLUS_TAG=4 0 5',
        'DL_PLUS_TAG=1 9 4',
        '##### parameters } #####',
        'Serrat - Lucía',
        '',
      ].join('\n'),
    );
    const plain = dlsLabel(item({ artist: 'Serrat', title: 'Lucía' }), { ...DAB_DEFAULTS, dlPlus: false }, null);
    expect(dlsFileText(plain, false)).toBe('Serrat - Lucía\n');
  });
});
