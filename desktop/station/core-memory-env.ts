/**
 * Environment for the station core's process, set by whoever starts it (the headless CLI's supervisor, the
 * desktop app's utility process, the soak bench, the service unit in docs/operator-guide.md) so it is the same wherever the
 * core runs in a process started for it; `npm start` runs the core in its own process, which cannot set these for
 * itself, and holds its threads down instead (scripts/start.mjs).
 *
 * glibc's allocator raises its mmap threshold each time a large block is freed, so after the first big audio or
 * socket buffers every later one is carved from the main heap instead of mapped; a heap that only shrinks from
 * its top then grows a little with every hour of listener churn although nothing leaks (the accelerated soak saw
 * the JS heap flat and the `[heap]` mapping growing). A fixed threshold keeps blocks of 128 KiB and more mapped and
 * given back when freed; two arenas bound the per-thread arenas of libuv's pool. Other C libraries ignore these.
 * An operator's own value wins.
 */
export const CORE_MEMORY_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/**
 * Node flags of the core's process (docs/benchmarks.md): V8's young generation otherwise grows to 16 MiB
 * semi-spaces under the stream fan-out (about 36 MiB more RSS with 1,000 listeners), and `--optimize-for-size`
 * saves 16–33 MiB for about 0.6 % of one core. `npm start` gives them to its own process (package.json), and a
 * supervisor's fork inherits them; the CLI run directly, the desktop app and the soak add them here.
 */
export const CORE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=1', '--optimize-for-size'];

/** `execArgv` with the core's Node flags added where the same flag is not already given. */
export function withCoreNodeFlags(execArgv: readonly string[]): string[] {
  const named = (flag: string) => flag.split('=')[0];
  return [...execArgv, ...CORE_NODE_FLAGS.filter((flag) => !execArgv.some((given) => named(given) === named(flag)))];
}

/** `env` with the core's allocator settings added where the operator set none. */
export function withCoreMemoryEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...CORE_MEMORY_ENV, ...env };
}
