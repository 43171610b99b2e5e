import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatEuros as euros } from './format-number';

// Intl separates the currency sign (and French thousands) with no-break spaces.
const formatEuros = (amount: number, language: string) => euros(amount, language).replace(/\s/g, ' ');

describe('formatCount / formatEuros', () => {
  it('groups four-digit numbers too, in each language', () => {
    expect(formatEuros(4400, 'es')).toBe('4.400 €');
    expect(formatEuros(11_600, 'es')).toBe('11.600 €');
    expect(formatEuros(4400, 'ca')).toBe('4.400 €');
    expect(formatEuros(4400, 'fr')).toBe('4 400 €');
    expect(formatCount(1234, 'es')).toBe('1.234');
    expect(formatCount(7, 'fr')).toBe('7');
  });

  it('shows cents only when there are some', () => {
    expect(formatEuros(12.5, 'es')).toBe('12,50 €');
    expect(formatEuros(1285.2, 'es')).toBe('1.285,20 €');
  });

  it('prints an admin campaign price as the public rate card prints its prices', () => {
    // The admin used to show "1512,00 €" beside the rate card's "1.400 €".
    expect(formatEuros(1512, 'es')).toBe('1.512 €');
    expect(formatEuros(1400, 'es')).toBe('1.400 €');
  });
});

describe('formatBytes', () => {
  it('says a small disk in the unit it has, never "0 GB"', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(100 * 1024)).toBe('100 KB');
    expect(formatBytes(3.25 * 1024 ** 2)).toBe('3,3 MB');
    expect(formatBytes(32 * 1024 ** 2)).toBe('32 MB');
    expect(formatBytes(1.4 * 1024 ** 3)).toBe('1,4 GB');
    expect(formatBytes(250 * 1024 ** 3)).toBe('250 GB');
  });
});
