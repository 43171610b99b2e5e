/**
 * A station's big library, measured on the built headless station (out/main/cli.js, or EMISORA_OUT):
 *   npm run bench:library -- --tracks 20000 [--import 100]
 * Seeds a data folder with --tracks rows (hard links to a few real MP3s), then measures: start-up to on air;
 * GET /api/tracks page and search latency; /music and the admin song list in Chromium (first rows, JS heap after GC,
 * DOM rows, keystroke to results); a folder import of --import real files with analysis (tracks per minute) and the
 * longest silence heard on /stream during it, against a baseline of the same length before it.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { chromium, type Page } from 'playwright-core';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { decodeMp3 } from '../testing/station/test-audio';
import { listen, longestSilenceMs } from '../testing/station/test-listener';
import { wavTone } from '../testing/station/wav-tone';
import { seedLibrary } from './library-seed';
import { spawnBuiltCli } from './built-cli';

const { values } = parseArgs({
  options: { tracks: { type: 'string', default: '20000' }, import: { type: 'string', default: '100' } },
});
const TRACKS = Number(values.tracks);
const IMPORT_FILES = Number(values.import);
const PASSWORD = 'bench-password-1';
const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
const round = (n: number) => Math.round(n);
const results: Record<string, unknown> = { tracks: TRACKS, cores: os.availableParallelism() };

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-bench-library-'));
const dataDir = path.join(root, 'data');
const importDir = path.join(root, 'archivo');
let child: ChildProcess | undefined;

async function startStation(): Promise<{ url: string; onAirMs: number; listeningMs: number }> {
  const started = performance.now();
  const spawned = await spawnBuiltCli({
    dataDir,
    demo: false,
    env: { EMISORA_ADMIN_PASSWORD: PASSWORD },
    // BENCH_STATION_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" profiles the measured station.
    nodeArgs: (process.env.BENCH_STATION_NODE_ARGS ?? '').split(' ').filter(Boolean),
  });
  child = spawned.child;
  const { url } = spawned;
  let listeningMs = 0;
  for (;;) {
    if (performance.now() - started > 60_000) throw new Error('station not on air within 60 s');
    const nowPlaying = await fetch(`${url}/api/now-playing`).then(
      async (r) => (r.ok ? ((await r.json()) as { current: { title: string } | null }) : null),
      () => null,
    );
    if (nowPlaying && !listeningMs) listeningMs = performance.now() - started;
    if (nowPlaying?.current?.title) return { url, onAirMs: performance.now() - started, listeningMs };
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function timed(url: string, init?: RequestInit): Promise<number> {
  const t = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t;
}

async function apiLatency(url: string) {
  const pages: number[] = [];
  const searches: number[] = [];
  const queries = ['cancion', 'mar puerto', 'orquesta', 'habanera noche', 'cançó', 'río 12', 'barca sol', 'faro'];
  for (let i = 0; i < 60; i++) {
    const offset = Math.floor(Math.random() * Math.max(1, TRACKS - 100));
    const sort = ['title', 'artist', 'album', 'duration'][i % 4];
    pages.push(await timed(`${url}/api/tracks?offset=${offset}&limit=100&sort=${sort}`));
    searches.push(await timed(`${url}/api/tracks?q=${encodeURIComponent(queries[i % queries.length]!)}&limit=100`));
  }
  // fetch decodes gzip, so this is the JSON's own size; the wire carries it gzipped.
  const fullListBytes = (await (await fetch(`${url}/api/tracks`)).arrayBuffer()).byteLength;
  return {
    pageMedianMs: round(median(pages)),
    pageP95Ms: round(p95(pages)),
    searchMedianMs: round(median(searches)),
    searchP95Ms: round(p95(searches)),
    fullListBytes,
  };
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return Math.round((usedSize / 1024 / 1024) * 10) / 10;
}

interface Shown {
  total: number;
  first: string;
}

/** What a search shows first (the lists sort by title), asked of the API directly. */
async function expected(url: string, q: string): Promise<Shown> {
  const page = (await (await fetch(`${url}/api/tracks?q=${encodeURIComponent(q)}&sort=title&limit=1`)).json()) as {
    total: number;
    items: Array<{ title: string }>;
  };
  return { total: page.total, first: page.items[0]?.title ?? '' };
}

/** Polls (evaluate, not waitForFunction: the station's CSP refuses the eval that one needs) until the table shows `want`. */
async function until(page: Page, table: string, want: Shown, limitMs = 15_000) {
  const started = performance.now();
  const shows = ([name, total, first]: [string, number, string]) => {
    const element = document.querySelector(`[role="table"][aria-label="${name}"]`);
    const row = element?.querySelector('[role="row"][aria-rowindex="1"]');
    return element?.getAttribute('aria-rowcount') === String(total) && !!row?.textContent?.includes(first);
  };
  while (!(await page.evaluate(shows, [table, want.total, want.first] as [string, number, string]))) {
    if (performance.now() - started > limitMs) throw new Error(`${table} never showed ${JSON.stringify(want)}`);
  }
}

/** Time from the last keystroke of a search to the list showing its results (total and first row). */
async function keystrokeToResults(page: Page, url: string, table: string, typed: string, last: string) {
  const before = await expected(url, typed);
  const after = await expected(url, typed + last);
  if (after.total === 0 || (before.total === after.total && before.first === after.first))
    throw new Error(`"${typed}" and "${typed + last}" show the same rows: pick another search`);
  const box = page.getByLabel('Buscar canciones', { exact: true });
  await box.fill(typed);
  await until(page, table, before);
  // Timed inside the page (keydown to the DOM mutation that shows the results), so the bench's own polling
  // round trips, slow on a loaded machine, are not counted.
  await page.evaluate(
    ([name, total, first]) => {
      const clock = { start: 0, end: 0 };
      (window as unknown as { benchKeystroke: typeof clock }).benchKeystroke = clock;
      const input = document.activeElement;
      input?.addEventListener('keydown', () => (clock.start = performance.now()), { once: true, capture: true });
      const observer = new MutationObserver(() => {
        const element = document.querySelector(`[role="table"][aria-label="${name}"]`);
        const row = element?.querySelector('[role="row"][aria-rowindex="1"]');
        if (
          clock.start &&
          element?.getAttribute('aria-rowcount') === String(total) &&
          row?.textContent?.includes(first)
        ) {
          clock.end = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    },
    [table, after.total, after.first] as [string, number, string],
  );
  const started = performance.now();
  await box.press(last);
  await until(page, table, after);
  const outside = performance.now() - started;
  const inPage = await page.evaluate(() => {
    const clock = (window as unknown as { benchKeystroke: { start: number; end: number } }).benchKeystroke;
    // The search request the keystroke caused: how long after the key it left, and how long it took.
    const request = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.name.includes('/api/tracks?') && r.startTime >= clock.start)
      .at(-1);
    return clock.end
      ? {
          ms: clock.end - clock.start,
          requestSentAfterMs: request ? request.startTime - clock.start : null,
          requestMs: request ? request.responseEnd - request.startTime : null,
        }
      : null;
  });
  keystrokeDetails.push(inPage);
  return inPage === null ? round(outside) : round(inPage.ms);
}
const keystrokeDetails: unknown[] = [];

/** Searches typed in the lists: the last character is the measured keystroke. */
const SEARCHES: ReadonlyArray<[string, string]> = [
  ['barca 3', '1'],
  ['cancion 1', '7'],
  ['sol 1', '2'],
];

async function browser(url: string) {
  const launched = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--no-first-run', '--js-flags=--expose-gc'],
  });
  try {
    // A phone: Moto G class viewport.
    const phone = await launched.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await phone.newPage();
    const t = performance.now();
    await page.goto(`${url}/music`);
    await page.getByTestId('track-row').first().waitFor();
    const firstRowsMs = round(performance.now() - t);
    // Where the first-rows time goes, from the page's own clock (ms since navigation start).
    const timeline = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
        name: new URL(r.name).pathname + new URL(r.name).search,
        start: Math.round(r.startTime),
        end: Math.round(r.responseEnd),
        kB: Math.round(r.transferSize / 1024),
      }));
      return {
        htmlEnd: Math.round(nav.responseEnd),
        domContentLoaded: Math.round(nav.domContentLoadedEventEnd),
        load: Math.round(nav.loadEventEnd),
        rowsSeen: Math.round(performance.now()),
        resources,
      };
    });
    const music = {
      firstRowsMs,
      timeline,
      heapMb: await heapMb(page),
      domRows: await page.getByTestId('track-row').count(),
      keystrokeMs: [] as number[],
    };
    for (const [typed, last] of SEARCHES)
      music.keystrokeMs.push(await keystrokeToResults(page, url, 'Todas las canciones', typed, last));
    for (let i = 0; i < 20; i++) await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(500);
    const afterScroll = { domRows: await page.getByTestId('track-row').count(), heapMb: await heapMb(page) };
    await phone.close();

    const desk = await launched.newContext({ viewport: { width: 1280, height: 800 } });
    const login = await desk.request.post(`${url}/api/auth/login`, { data: { username: 'admin', password: PASSWORD } });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    const admin = await desk.newPage();
    const t1 = performance.now();
    await admin.goto(`${url}/admin/upload/music`);
    // The admin app's own start (session check, layout, the page): timed apart from the list.
    await admin.getByRole('tab', { name: 'Mis Canciones' }).waitFor();
    const adminReadyMs = round(performance.now() - t1);
    const clickedAt = await admin.evaluate(() => performance.now());
    const t2 = performance.now();
    await admin.getByRole('tab', { name: 'Mis Canciones' }).click();
    await admin.getByRole('table', { name: 'Mis canciones' }).getByRole('row').first().waitFor();
    const adminList = {
      pageReadyMs: adminReadyMs,
      firstRowsMs: round(performance.now() - t2),
      // Requests the tab made, in ms after the click (page clock).
      timeline: await admin.evaluate(
        (since) =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((r) => r.startTime >= since)
            .map((r) => ({
              name: new URL(r.name).pathname + new URL(r.name).search,
              start: Math.round(r.startTime - since),
              end: Math.round(r.responseEnd - since),
            })),
        clickedAt,
      ),
      heapMb: await heapMb(admin),
      domRows: await admin.getByRole('table', { name: 'Mis canciones' }).getByRole('row').count(),
      keystrokeMs: await keystrokeToResults(admin, url, 'Mis canciones', ...SEARCHES[0]!),
    };
    await desk.close();
    return { music: { ...music, afterScroll }, adminList, keystrokeDetails };
  } finally {
    await launched.close();
  }
}

async function importWithAnalysis(url: string) {
  fs.mkdirSync(importDir, { recursive: true });
  // Real audio of a song's scale would make the folder gigabytes; 20 s WAVs still cost a real check, copy and
  // analysis (silencedetect + ebur128) each.
  for (let i = 0; i < IMPORT_FILES; i++)
    fs.writeFileSync(path.join(importDir, `Artista ${i % 17} - Tema ${i}.wav`), wavTone(200 + i * 3, 20, 44_100));
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

  // Baseline: the same length of air without an import, to tell the import's silence from the station's own.
  const baselineSeconds = 30;
  const baseline = await listen(`${url}/stream`);
  await new Promise((r) => setTimeout(r, baselineSeconds * 1000));
  baseline.stop();
  const baselineSilence = longestSilenceMs(await decodeMp3(ffmpegPath, baseline.audio()));

  const listener = await listen(`${url}/stream`);
  const started = performance.now();
  const res = await fetch(`${url}/api/admin/imports/folder`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: url },
    body: JSON.stringify({ path: importDir }),
  });
  if (res.status !== 202) throw new Error(`import refused: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  let importedMs = 0;
  let analysedMs = 0;
  const db = new Database(path.join(dataDir, 'emisora.db'), { readonly: true });
  try {
    for (;;) {
      const job = (await (await fetch(`${url}/api/admin/imports/${id}`, { headers: { Cookie: cookie } })).json()) as {
        state: string;
        done: number;
        failed: number;
        skipped: number;
      };
      if (!importedMs && job.state === 'done') importedMs = performance.now() - started;
      const waiting = (
        db
          .prepare(
            'SELECT COUNT(*) AS n FROM tracks t JOIN import_files f ON f.track_id = t.id WHERE f.job_id = ? AND t.analyzed_at IS NULL',
          )
          .get(id) as { n: number }
      ).n;
      if (importedMs && waiting === 0) {
        analysedMs = performance.now() - started;
        results.importJob = job;
        break;
      }
      if (performance.now() - started > 30 * 60_000) throw new Error('import + analysis took over 30 minutes');
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    db.close();
  }
  listener.stop();
  const heard = await decodeMp3(ffmpegPath, listener.audio());
  return {
    files: IMPORT_FILES,
    importSeconds: Math.round(importedMs / 100) / 10,
    importTracksPerMinute: round((IMPORT_FILES / importedMs) * 60_000),
    withAnalysisSeconds: Math.round(analysedMs / 100) / 10,
    withAnalysisTracksPerMinute: round((IMPORT_FILES / analysedMs) * 60_000),
    longestSilenceDuringImportMs: longestSilenceMs(heard).ms,
    longestSilenceBaselineMs: baselineSilence.ms,
    secondsHeard: Math.round(heard.length / (44_100 * 4)),
  };
}

try {
  results.seedSeconds = Math.round((await seedLibrary(dataDir, ffmpegPath, TRACKS)).seconds);
  // First start creates the admin account; the measured start is the second, on the seeded data folder.
  const first = await startStation();
  child?.kill('SIGTERM');
  await new Promise((r) => child?.once('exit', r));
  results.firstStartOnAirMs = round(first.onAirMs);
  const station = await startStation();
  results.startup = { listeningMs: round(station.listeningMs), onAirMs: round(station.onAirMs) };
  results.api = await apiLatency(station.url);
  results.browser = await browser(station.url);
  if (IMPORT_FILES > 0) results.import = await importWithAnalysis(station.url);
  results.loadAverage = os.loadavg().map((l) => Number(l.toFixed(1)));
  console.log(JSON.stringify(results, null, 2));
} finally {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child?.once('exit', r));
  }
  fs.rmSync(root, { recursive: true, force: true });
}
