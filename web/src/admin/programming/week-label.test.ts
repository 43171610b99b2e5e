import { describe, expect, it } from 'vitest';
import { weekLabel } from './week-label';

describe('the admin week in words', () => {
  it('reads as a person writes it, not as two ISO dates', () => {
    expect(weekLabel('2026-11-23')).toBe('Semana del 23 al 29 de noviembre de 2026');
    expect(weekLabel('2026-11-30')).toBe('Semana del 30 de noviembre al 6 de diciembre de 2026');
    expect(weekLabel('2026-12-28')).toBe('Semana del 28 de diciembre de 2026 al 3 de enero de 2027');
  });
});
