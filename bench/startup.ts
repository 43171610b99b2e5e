import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawnBuiltCli } from './built-cli';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);

async function once(dataDir: string): Promise<{ listenMs: number; stopMs: number }> {
  const started = performance.now();
  const { child, url } = await spawnBuiltCli({
    dataDir,
    demo: false,
    env: { EMISORA_ADMIN_PASSWORD: 'bench-password-1' },
  });
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 30_000) throw new Error('station did not listen within 30 s');
    await new Promise((r) => setTimeout(r, 10));
  }
  const listenMs = performance.now() - started;
  const stopping = performance.now();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { listenMs, stopMs: performance.now() - stopping };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-startup-'));
const first = await once(dir);
const warm: Array<{ listenMs: number; stopMs: number }> = [];
for (let i = 0; i < runs; i++) warm.push(await once(dir));
fs.rmSync(dir, { recursive: true, force: true });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `first run (creates database and admin): listening after ${first.listenMs.toFixed(0)} ms, stopped in ${first.stopMs.toFixed(0)} ms`,
);
console.log(
  `existing data dir, ${runs} runs: listening after median ${median(warm.map((r) => r.listenMs)).toFixed(0)} ms (max ${Math.max(...warm.map((r) => r.listenMs)).toFixed(0)} ms); SIGTERM to exit median ${median(warm.map((r) => r.stopMs)).toFixed(0)} ms (max ${Math.max(...warm.map((r) => r.stopMs)).toFixed(0)} ms)`,
);
