import { describe, expect, it } from 'vitest';
import { guessFromFileName, resolveTrackFields } from './track-names';

describe("guessing from 'artist - title' file names", () => {
  it.each([
    ['Els Pescadors - Mar Endins.mp3', { artist: 'Els Pescadors', title: 'Mar Endins' }],
    ['Maria del Mar – Cançó de bressol.flac', { artist: 'Maria del Mar', title: 'Cançó de bressol' }],
    ['Grup_Local - Nit_de_festa.ogg', { artist: 'Grup Local', title: 'Nit de festa' }],
    ['C:\\Users\\radio\\AC - DC - Live.wav', { artist: 'AC', title: 'DC - Live' }],
    ['grabacion-sin-espacios.mp3', {}],
    ['solo un nombre.mp3', {}],
    [' - .mp3', {}],
  ])('%s', (name, expected) => {
    expect(guessFromFileName(name)).toEqual(expected);
  });
});

describe('choosing title, artist and album', () => {
  const tags = { title: 'Del tag', artist: 'Artista del tag', album: 'Álbum del tag' };

  it('prefers what the admin typed, then tags, then the file name', () => {
    expect(resolveTrackFields({ title: 'Escrito', artist: ' ' }, tags, 'A - B.mp3')).toEqual({
      title: 'Escrito',
      artist: 'Artista del tag',
      album: 'Álbum del tag',
    });
    expect(resolveTrackFields({}, {}, 'A - B.mp3')).toEqual({ title: 'B', artist: 'A', album: undefined });
    expect(resolveTrackFields({}, { artist: 'Solo artista' }, 'A - B.mp3')).toEqual({
      title: 'B',
      artist: 'Solo artista',
      album: undefined,
    });
  });

  it('leaves the title empty when nothing gives one, for the schema to refuse', () => {
    expect(resolveTrackFields({ title: '  ' }, {}, 'toma1.mp3').title).toBe('');
  });

  it('cuts guessed values to 200 characters instead of refusing the file', () => {
    const long = 'x'.repeat(500);
    expect(resolveTrackFields({}, { title: long }, 'a.mp3').title).toHaveLength(200);
  });
});
