/**
 * The library's queries against SQLite's page-cache size, alternated in one run on the same database:
 *   npm run bench:db-cache -- --tracks 20000 [--rounds 3]
 * Seeds a data folder as bench:library does, then per round opens the database with better-sqlite3's build default
 * (16 MB), with SQLite's stock 2 MiB and with the station's 512 KiB, and times the library screen's queries (pages in
 * each sort, deep offsets, searches, the ids of a search) warm, as the station runs them. Prints the median per query.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { TrackPageQuery } from '../shared/schemas/library/tracks';
import { openDatabase } from '../desktop/station/db/database';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { createTrackSearch } from '../desktop/station/repos/library/track-search';
import { seedLibrary } from './library-seed';

const { values } = parseArgs({
  options: { tracks: { type: 'string', default: '20000' }, rounds: { type: 'string', default: '3' } },
});
const TRACKS = Number(values.tracks);
const ROUNDS = Number(values.rounds);
const CACHES = { 'build default, 16 MB': -16000, 'SQLite stock, 2 MiB': -2000, 'station, 512 KiB': -512 } as const;

const QUERIES: Record<string, Omit<TrackPageQuery, 'limit'>> = {
  'newest, first page': { offset: 0 },
  'newest, offset 15000': { offset: 15000 },
  'title, offset 10000': { offset: 10000, sort: 'title' },
  'artist desc, first page': { offset: 0, sort: 'artist', order: 'desc' },
  'search "habanera"': { offset: 0, q: 'habanera' },
  'search "mar" by album': { offset: 0, q: 'mar', sort: 'album' },
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function measure(file: string, cacheSize: number): Record<string, number> {
  const db = openDatabase(file);
  db.pragma(`cache_size = ${cacheSize}`);
  const search = createTrackSearch(db);
  const times: Record<string, number> = {};
  for (const [name, query] of Object.entries(QUERIES)) {
    const runs: number[] = [];
    for (let i = 0; i < 25; i++) {
      const started = performance.now();
      search.page({ limit: 50, ...query } as TrackPageQuery);
      runs.push(performance.now() - started);
    }
    times[name] = median(runs);
  }
  const started = performance.now();
  for (let i = 0; i < 5; i++) search.matchingIds('canción');
  times['ids of "canción" (×5)'] = performance.now() - started;
  db.close();
  return times;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-bench-db-cache-'));
  try {
    await seedLibrary(dataDir, resolveFfmpegPath(process.env.FFMPEG_PATH), TRACKS);
    const file = path.join(dataDir, 'emisora.db');
    console.log(`${TRACKS} tracks, database ${(fs.statSync(file).size / 2 ** 20).toFixed(1)} MiB`);
    const results: Record<string, Record<string, number[]>> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, size] of Object.entries(CACHES)) {
        for (const [name, value] of Object.entries(measure(file, size))) {
          const byCache = results[name] ?? {};
          byCache[label] = [...(byCache[label] ?? []), value];
          results[name] = byCache;
        }
      }
    }
    console.log(`| query (median of 25, ms) | ${Object.keys(CACHES).join(' | ')} |`);
    for (const [name, byCache] of Object.entries(results)) {
      const cells = Object.keys(CACHES).map((label) => byCache[label]!.map((v) => v.toFixed(2)).join(', '));
      console.log(`| ${name} | ${cells.join(' | ')} |`);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
