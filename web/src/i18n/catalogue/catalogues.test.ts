import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../shared/station/station-facts';
import { keyPaths } from './catalogue';

const dir = path.join(import.meta.dirname, '../locales');
const load = (lng: string) =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(dir, lng))
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(dir, lng, f), 'utf8'))]),
  );

describe('translation catalogues', () => {
  const spanish = keyPaths(load('es')).sort();

  it('has Spanish keys', () => {
    expect(spanish.length).toBeGreaterThan(10);
  });

  for (const lng of LANGUAGES.filter((l) => l !== 'es')) {
    it(`${lng} has exactly the Spanish keys`, () => {
      const keys = keyPaths(load(lng)).sort();
      expect(
        keys.filter((k) => !spanish.includes(k)),
        `keys only in ${lng}`,
      ).toEqual([]);
      expect(
        spanish.filter((k) => !keys.includes(k)),
        `keys missing in ${lng}`,
      ).toEqual([]);
    });
  }

  it('has no empty strings', () => {
    for (const lng of LANGUAGES) {
      const flat = JSON.stringify(load(lng));
      expect(flat.includes('""'), `empty text in ${lng}`).toBe(false);
    }
  });
});
