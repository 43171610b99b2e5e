import { describe, expect, it } from 'vitest';
import { fileNameStem, splitArtistTitle } from './file-name-guess';

describe('file-name guess (shared by the upload form and the station)', () => {
  it('splits artist - title on a hyphen, en or em dash, with underscores as spaces', () => {
    expect(splitArtistTitle('Cala Bramant - Pasajes.mp3')).toEqual({ artist: 'Cala Bramant', title: 'Pasajes' });
    expect(splitArtistTitle('Cala_Bramant_–_Mar_de_fons.flac')).toEqual({
      artist: 'Cala Bramant',
      title: 'Mar de fons',
    });
    expect(splitArtistTitle('Marina Colera — Cap de Creus.ogg')).toEqual({
      artist: 'Marina Colera',
      title: 'Cap de Creus',
    });
  });

  it('ignores folders (either slash) and guesses nothing without the pattern', () => {
    expect(splitArtistTitle('C:\\Música\\Banda del Coll - Ruta.wav')).toEqual({
      artist: 'Banda del Coll',
      title: 'Ruta',
    });
    expect(splitArtistTitle('music/Solo-tema.mp3')).toBeNull();
    expect(splitArtistTitle('Tramuntana.mp3')).toBeNull();
    expect(splitArtistTitle(' - Title.mp3')).toBeNull();
  });

  it('gives the stem the form falls back to as a title', () => {
    expect(fileNameStem('music/Port_Vell.mp3')).toBe('Port Vell');
    expect(fileNameStem('notes.v2.final')).toBe('notes.v2');
  });
});
