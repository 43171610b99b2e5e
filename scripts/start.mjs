#!/usr/bin/env node
// npm start: build what is missing or stale (in a short-lived process: its walk over the sources would otherwise stay
// in this one's memory), then run the headless station in this process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The station runs in this process, so glibc's allocator settings (MALLOC_ARENA_MAX=2 …, core-memory-env.ts), read
// only when a process starts, cannot reach it from here. Fewer threads hold fewer malloc arenas: two libuv workers
// (and one V8 worker, --v8-pool-size=1 in package.json) keep the core about as small as two arenas did
// (docs/benchmarks.md, "What npm start leaves running"). Read by libuv at its first use of the pool, which is later.
process.env.UV_THREADPOOL_SIZE ??= '2';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
await import(path.join(root, 'out/main/cli.js'));
