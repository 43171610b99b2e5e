import { type PasswordCost, setPasswordCost } from './desktop/station/auth/passwords';

/** 1 MiB per hash instead of 32 MiB: what the in-process test stations and helpers use. */
export const TEST_PASSWORD_COST: PasswordCost = { N: 1 << 10, r: 8, p: 1 };

// The production cost is checked by passwords.test.ts and used by the login-timing test; stations spawned as
// processes (cli.test, e2e) keep it.
setPasswordCost(TEST_PASSWORD_COST);
