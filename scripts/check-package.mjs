#!/usr/bin/env node
/**
 * npm run check:package — checks the packaging without the Electron download:
 *  1. electron-builder.yml: native modules rebuilt for Electron (npmRebuild), the targets (AppImage, deb, NSIS, dmg);
 *  2. the files list takes every built piece the app loads (main, station entry, preload, renderer, resources);
 *  3. asarUnpack covers every native module (*.node) and every executable binary of the production dependencies;
 *  4. the built main, preload and station entry load and run with a stand-in `electron` (package-check/load-built.ts).
 * Needs a build first (npm run build; EMISORA_OUT selects another output folder). Exit 1 on any failure.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { minimatch } from 'minimatch';

const root = path.resolve(import.meta.dirname, '..');
const outName = process.env.EMISORA_OUT ? path.relative(root, path.resolve(process.env.EMISORA_OUT)) : 'out';
const config = yaml.load(fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8'));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

// 1. Rebuild and targets.
check(config.npmRebuild !== false, 'npmRebuild is on: better-sqlite3 is rebuilt for Electron’s ABI');
const targets = (platform) =>
  [config[platform]?.target ?? []].flat().map((t) => (typeof t === 'string' ? t : t.target));
check(
  ['AppImage', 'deb'].every((t) => targets('linux').includes(t)),
  'Linux: AppImage and deb',
);
check(targets('win').includes('nsis'), 'Windows: NSIS installer');
check(targets('mac').includes('dmg'), 'macOS: dmg');
check(pkg.main === 'out/main/index.js', 'package.json main is the built Electron entry');

// 2. The files list takes what the app loads (checked against the out/ layout electron-builder packs).
const included = (file) => {
  let inside = false;
  for (const pattern of config.files) {
    if (pattern.startsWith('!')) {
      if (minimatch(file, pattern.slice(1), { dot: true })) inside = false;
    } else if (minimatch(file, pattern, { dot: true })) inside = true;
  }
  return inside;
};
const required = [
  'out/main/index.js',
  'out/main/station.js',
  // The first-run demo's seeder, forked by the station (desktop/station/demo/seed-in-child.ts).
  'out/preload/index.cjs',
  'out/renderer/index.html',
  'resources/station-id.mp3',
  'resources/tray-off.png',
  'resources/tray-auto.png',
  'resources/tray-live.png',
  'package.json',
];
for (const file of required) check(included(file), `files takes ${file}`);
check(!included('out/main/index.js.map'), 'files leaves source maps out');
for (const file of required.filter((f) => f.startsWith('out/')))
  check(fs.existsSync(path.join(root, outName, file.slice(4))), `built: ${path.join(outName, file.slice(4))}`);

// 3. Every native module and binary of the production dependencies is unpacked.
const unpacked = (file) => config.asarUnpack.some((pattern) => minimatch(file, pattern, { dot: true }));
const dirs = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((dir) => dir.includes(`${path.sep}node_modules${path.sep}`));
const MAGIC = [
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x4d, 0x5a], // PE (Windows)
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O 64
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal
];
const isBinary = (file) => {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(4);
  fs.readSync(fd, head, 0, 4, 0);
  fs.closeSync(fd);
  return MAGIC.some((magic) => magic.every((byte, i) => head[i] === byte));
};
const natives = [];
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue; // listed by npm ls on their own
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.isFile()) {
      const executable = (fs.statSync(full).mode & 0o111) !== 0;
      if (entry.name.endsWith('.node') || ((executable || /\.(exe|dll|so|dylib)$/.test(entry.name)) && isBinary(full)))
        natives.push(path.relative(root, full).split(path.sep).join('/'));
    }
  }
}
for (const dir of new Set(dirs)) walk(dir);
check(
  natives.some((f) => f.endsWith('better_sqlite3.node')),
  'found better-sqlite3’s native module',
);
check(
  natives.some((f) => f.includes('@ffmpeg-installer/') && f.endsWith('/ffmpeg')),
  'found the ffmpeg binary',
);
const packed = natives.filter((file) => !unpacked(file));
check(packed.length === 0, `asarUnpack covers all ${natives.length} native modules and binaries`);
for (const file of packed) console.log(`     still inside the asar: ${file}`);

// 4. The built bundles run with a stand-in electron.
const run = spawnSync(
  process.execPath,
  [
    // The stand-in hook first, tsx after it: tsx then compiles the stand-in like any .ts file.
    '--import',
    './scripts/package-check/register.mjs',
    '--import',
    'tsx',
    'scripts/package-check/load-built.ts',
    path.join(root, outName),
  ],
  { cwd: root, encoding: 'utf8', timeout: 120_000 },
);
process.stdout.write(run.stdout ?? '');
process.stderr.write(run.stderr ?? '');
check(run.status === 0, 'built main, preload and station entry load with the stand-in electron');

if (failures.length > 0) {
  console.error(`\ncheck:package: ${failures.length} problem(s)`);
  process.exit(1);
}
console.log('\ncheck:package: the packaging config is complete (the installers themselves need `npm run dist`).');
