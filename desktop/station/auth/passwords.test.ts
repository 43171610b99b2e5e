import { afterEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../../../vitest.setup';
import { hashPassword, PRODUCTION_PASSWORD_COST, setPasswordCost, verifyPassword } from './passwords';

describe('password hashes', () => {
  afterEach(() => setPasswordCost(TEST_PASSWORD_COST));

  it('run at scrypt N=2^15, r=8, p=1 in production', async () => {
    expect(PRODUCTION_PASSWORD_COST).toEqual({ N: 32_768, r: 8, p: 1 });
    setPasswordCost(PRODUCTION_PASSWORD_COST);
    const stored = await hashPassword('clave-de-la-radio');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('clave-de-la-radio', stored)).toBe(true);
  });

  it('run cheap in the tests, and a hash verifies whatever the current cost', async () => {
    const cheap = await hashPassword('clave-barata');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    setPasswordCost(PRODUCTION_PASSWORD_COST);
    expect(await verifyPassword('clave-barata', cheap)).toBe(true);
    expect(await verifyPassword('otra-clave', cheap)).toBe(false);
  });
});
