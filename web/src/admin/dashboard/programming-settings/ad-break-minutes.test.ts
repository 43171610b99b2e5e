import { describe, expect, it } from 'vitest';
import { formatMinutes, parseMinutes } from './ad-break-minutes';

describe('ad break minutes field', () => {
  it('reads minutes separated by commas, spaces or both', () => {
    expect(parseMinutes('0,20, 40')).toEqual([0, 20, 40]);
    expect(parseMinutes(' 15  45 ')).toEqual([15, 45]);
  });

  it('reads an empty field as no breaks', () => {
    expect(parseMinutes('')).toEqual([]);
    expect(parseMinutes(' , ')).toEqual([]);
  });

  it('keeps a word that is not a whole number as NaN, for the schema to refuse', () => {
    expect(parseMinutes('0, media')).toEqual([0, Number.NaN]);
    expect(parseMinutes('7.5')).toEqual([Number.NaN]);
    expect(parseMinutes('-5')).toEqual([Number.NaN]);
  });

  it('shows stored minutes the way it reads them', () => {
    expect(parseMinutes(formatMinutes([0, 30]))).toEqual([0, 30]);
  });
});
