/**
 * Lighthouse (mobile profile, the package's default) on the built home page, plus the home page's first-load
 * JavaScript measured gzip-compressed. Usage:
 *   npm run build && npm run bench:lighthouse                # starts the built station (out/, or EMISORA_OUT)
 *   npm run bench:lighthouse -- --url http://127.0.0.1:8080  # measures a station that is already running
 *   npm run bench:lighthouse -- --report .tmp/lhr.json       # also keeps the last run's full Lighthouse report
 * Chromium: /usr/bin/chromium (or CHROMIUM_PATH), headless, no sandbox, no GPU.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machine } from './station-process';
import { startDemoStation } from './demo-station';

const { values } = parseArgs({
  options: { url: { type: 'string' }, runs: { type: 'string', default: '3' }, report: { type: 'string' } },
});
// First-load JS in kB (1,000 bytes) gzip: a budget of 150 KB (it was 200 before).
const TARGETS = { performance: 90, accessibility: 95, firstLoadJsKB: 150 };

type NetworkRequest = { url: string; resourceType?: string };

/** Every script the home page loaded, gzip-compressed the way a production server would send it. */
async function firstLoadJsGzipBytes(
  requests: NetworkRequest[],
): Promise<{ bytes: number; files: Array<[string, number]> }> {
  const scripts = [...new Set(requests.filter((r) => r.resourceType === 'Script').map((r) => r.url))];
  const files: Array<[string, number]> = [];
  for (const url of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    files.push([new URL(url).pathname, gzipSync(body, { level: 9 }).length]);
  }
  return { bytes: files.reduce((sum, [, n]) => sum + n, 0), files };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const station = values.url ? null : await startDemoStation('lighthouse');
const url = `${values.url ?? station!.url}/`;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const perf: number[] = [];
  const a11y: number[] = [];
  const tbt: number[] = [];
  let js = { bytes: 0, files: [] as Array<[string, number]> };
  let metrics: Record<string, string> = {};
  for (let run = 0; run < Number(values.runs); run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    // A run Chromium could not complete (NO_FCP on a starved machine…) scores 0: say why instead of averaging it.
    if (lhr.runtimeError) console.log(`run ${run + 1}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    perf.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
    a11y.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
    const blocking = lhr.audits['total-blocking-time']?.numericValue;
    if (blocking !== undefined) tbt.push(Math.round(blocking));
    const failing = Object.values(lhr.audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
    );
    if (failing.length)
      console.log(`run ${run + 1}: accessibility audits below 1: ${failing.map((a) => a.id).join(', ')}`);
    metrics = Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ].map((id) => [id, lhr.audits[id]?.displayValue ?? '?']),
    );
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
    if (run === 0) js = await firstLoadJsGzipBytes(requests);
    if (values.report) fs.writeFileSync(values.report, JSON.stringify(lhr));
  }
  const kib = js.bytes / 1024;
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile profile, ${url}`,
  );
  console.log(`machine: ${machine()}; Chromium ${await chromeVersion()}; ${new Date().toISOString()}`);
  console.log(`performance: ${perf.join(', ')} (median ${median(perf)}, target ≥ ${TARGETS.performance})`);
  console.log(`accessibility: ${a11y.join(', ')} (median ${median(a11y)}, target ≥ ${TARGETS.accessibility})`);
  if (tbt.length) console.log(`total blocking time: ${tbt.join(', ')} ms (median ${median(tbt)} ms)`);
  console.log(
    `last run: ${Object.entries(metrics)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `home first-load JS: ${kib.toFixed(1)} KiB (${(js.bytes / 1000).toFixed(1)} kB) gzip in ${js.files.length} files (target ≤ ${TARGETS.firstLoadJsKB} kB)`,
  );
  for (const [file, bytes] of js.files.sort((a, b) => b[1] - a[1]))
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${file}`);
  const ok =
    median(perf) >= TARGETS.performance &&
    median(a11y) >= TARGETS.accessibility &&
    js.bytes / 1000 <= TARGETS.firstLoadJsKB;
  process.exitCode = ok ? 0 : 1;
} finally {
  chrome.kill();
  await station?.stop();
}

async function chromeVersion(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).catch(() => null);
  return res?.ok ? ((await res.json()) as { Browser: string }).Browser : 'unknown';
}
