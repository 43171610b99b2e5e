#!/usr/bin/env node
// Before npm start runs the station: build what is missing or older than the sources (scripts/start.mjs runs this
// in a process of its own, so walking the sources leaves nothing in the station's).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['out/main/cli.js', 'out/renderer/index.html', 'out/renderer/home.html'].map((p) => path.join(root, p));
const inputs = ['desktop', 'shared', 'web', 'electron.vite.config.ts', 'package.json'];

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

const builtAt = Math.min(...outputs.map((o) => fs.statSync(o, { throwIfNoEntry: false })?.mtimeMs ?? 0));
const sourcesAt = Math.max(...inputs.map((i) => newestMtime(path.join(root, i))));
if (builtAt === 0 || sourcesAt > builtAt) {
  console.error('emisora: building (sources changed since the last build)…');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
