import { randomInt } from 'node:crypto';

const KEY = 'plan_seed';
const SEEDS = 2 ** 32;

/**
 * The seed of the station's random picks (shuffle bags), made once and kept in the database. It was a new random
 * number at every start, so a standby on the studio's copy of the database (or the studio after a restart) dealt its
 * shuffles differently from the same library and grid; from the same data it now deals them alike.
 */
export function planSeedOf(settings: {
  read(key: string): string | undefined;
  write(key: string, value: number): void;
}): number {
  const stored = settings.read(KEY);
  const seed = stored === undefined ? Number.NaN : Number(stored);
  if (Number.isInteger(seed) && seed >= 0 && seed < SEEDS) return seed;
  const made = randomInt(SEEDS - 1);
  settings.write(KEY, made);
  return made;
}
