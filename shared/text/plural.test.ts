import { describe, expect, it } from 'vitest';
import { plural } from './plural';

const songs = (n: number) => plural(n, { one: '# canción', other: '# canciones' });

describe('plural', () => {
  it('uses the singular for exactly one, the plural otherwise (zero included, as Spanish does)', () => {
    expect(songs(1)).toBe('1 canción');
    expect(songs(0)).toBe('0 canciones');
    expect(songs(2)).toBe('2 canciones');
    expect(songs(21)).toBe('21 canciones');
  });

  it('rewrites the whole phrase, not only the noun', () => {
    const selectLoaded = (n: number) =>
      plural(n, { one: 'Seleccionar la cargada', other: 'Seleccionar las # cargadas' });
    expect(selectLoaded(1)).toBe('Seleccionar la cargada');
    expect(selectLoaded(40)).toBe('Seleccionar las 40 cargadas');
  });

  it('groups the count as every other count is', () => {
    expect(songs(1234)).toBe('1.234 canciones');
  });

  it('falls back to the plural for a category the forms leave out', () => {
    // Spanish CLDR puts round millions in "many" ("1 millón de canciones"); the admin never needs that form.
    expect(songs(1_000_000)).toBe('1.000.000 canciones');
  });

  it('follows the language rules when asked for another language', () => {
    const titles = (n: number) => plural(n, { one: '# titre', other: '# titres' }, 'fr');
    // French counts zero as singular.
    expect(titles(0)).toBe('0 titre');
    expect(titles(2)).toBe('2 titres');
  });
});
