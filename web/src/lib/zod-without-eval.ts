/**
 * Zod compiles fast object parsers with `new Function` when it may, and merely probing for that is an eval the
 * station's CSP (no 'unsafe-eval') reports as a violation on every form. `jitless` skips the probe; it must be set
 * before zod builds a schema. Zod keeps its config on this global so every copy of it shares one (zod#5889):
 * setting it here, in the entry, costs the home page nothing, while importing zod's `config()` would pull zod's
 * core into the entry chunk. Parsing without the compiler is fast enough for forms.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean; localeError?: unknown } };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;

export {};
