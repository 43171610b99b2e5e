/// <reference lib="dom" />
/**
 * How soon the home page's first tap works on a slow phone: Chromium with 4x CPU throttling and Lighthouse's
 * slow-4G network (562.5 ms request latency, 1.47 Mbps down, as DevTools applies it), a 390x844 touch screen,
 * an empty cache each run. From the moment the button is visible (first contentful paint with the button laid
 * out) it is tapped every TAP_EVERY_MS until a tap takes effect: the page answers it (the button changes, or
 * the stream is asked to play). Usage:
 *   npm run build && npm run bench:first-tap                       # starts the built station (out/, or EMISORA_OUT)
 *   npm run bench:first-tap -- --url http://127.0.0.1:8080 --runs 5 --target live-button
 * Targets (data-testid): listen-live (the now-playing card's "Escuchar en directo", default), live-button (the
 * header's "En directo"), player-toggle (the player bar's ▶). Also printed: when the stream started playing, and
 * the page's INP (the longest interaction of the run, from Event Timing: input delay + handlers + next paint).
 */
import { parseArgs } from 'node:util';
import { type CDPSession, chromium } from 'playwright-core';
import { startDemoStation } from './demo-station';
import { machine } from './station-process';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '5' },
    target: { type: 'string', default: 'listen-live' },
  },
});
const TAP_EVERY_MS = 200;
const GIVE_UP_MS = 20_000;
/** Lighthouse's mobile slow 4G as DevTools throttling applies it (constants.throttling.mobileSlow4G × 3.75 / 0.9). */
const SLOW_4G = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

type PageTimes = { visible: number; effect: number | null; playing: number | null; taps: number[]; inp: number };

/**
 * Runs in the page before its own scripts: notes when the target is first painted, each tap's input time
 * (event.timeStamp, when the touch arrived, however busy the main thread was), and the first sign that a tap
 * was handled: a change inside the target, or play() on the station's stream.
 */
function instrument(target: string) {
  type Bench = { visible: number; effect: number | null; playing: number | null; taps: number[]; inp: number };
  const w = window as unknown as { __bench: Bench; __benchVisible(x: number, y: number): void; __benchEffect(): void };
  const bench: Bench = { visible: 0, effect: null, playing: null, taps: [], inp: 0 };
  w.__bench = bench;
  const effect = () => {
    if (bench.effect !== null || bench.taps.length === 0) return;
    bench.effect = performance.now();
    w.__benchEffect();
  };
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    if (/\/stream/.test(this.getAttribute('src') ?? '')) {
      effect();
      this.addEventListener('playing', () => (bench.playing ??= performance.now()), { once: true });
    }
    return play.call(this);
  };
  addEventListener('pointerdown', (e) => bench.taps.push(e.timeStamp), true);
  new MutationObserver((records) => {
    if (
      records.some(
        (r) =>
          (r.target as Element).closest?.(`[data-testid="${target}"]`) ??
          r.target.parentElement?.closest(`[data-testid="${target}"]`),
      )
    )
      effect();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[])
      if (e.interactionId) bench.inp = Math.max(bench.inp, e.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  let painted = false;
  const check = () => {
    // The first one laid out: the player bar draws its ▶ in both layouts, one of them hidden by CSS.
    const box = [...document.querySelectorAll(`[data-testid="${target}"]`)]
      .map((el) => el.getBoundingClientRect())
      .find((rect) => rect.width > 0);
    if (!painted || !box || box.width === 0 || bench.visible) return;
    bench.visible = performance.now();
    w.__benchVisible(box.x + box.width / 2, box.y + box.height / 2);
  };
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      painted = true;
      check();
    }
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
}

type RunResult = PageTimes & { tapsSent: number; navigatedTo: string | null };

async function oneRun(url: string, target: string): Promise<RunResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let visible: (point: { x: number; y: number }) => void = () => {};
    const visibleAt = new Promise<{ x: number; y: number }>((resolve) => (visible = resolve));
    let effected = false;
    await page.exposeBinding('__benchVisible', (_source, x: number, y: number) => visible({ x, y }));
    await page.exposeBinding('__benchEffect', () => {
      effected = true;
    });
    // tsx names inner functions with an `__name` helper the page does not have.
    await page.addInitScript({ content: `var __name = (f) => f; (${instrument})(${JSON.stringify(target)});` });
    void page.goto(url, { waitUntil: 'commit' }).catch(() => {});
    const point = await Promise.race([
      visibleAt,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('button never visible')), GIVE_UP_MS)),
    ]);
    // A tap on a link the app has not taken over yet loads the next page from scratch: the run ends there.
    const times = () => page.evaluate(() => (window as unknown as { __bench: PageTimes }).__bench);
    const before = await times();
    let navigatedTo: string | null = null;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        navigatedTo = new URL(request.url()).pathname;
    });
    const start = Date.now();
    let tapsSent = 0;
    while (!effected && navigatedTo === null && Date.now() - start < GIVE_UP_MS) {
      const sent = Date.now();
      await page.touchscreen.tap(point.x, point.y).catch(() => {});
      tapsSent++;
      await new Promise((r) => setTimeout(r, Math.max(0, TAP_EVERY_MS - (Date.now() - sent))));
    }
    // Let the stream start (or not) before reading the page's notes.
    await page
      .waitForFunction(() => (window as unknown as { __bench: PageTimes }).__bench.playing !== null, null, {
        timeout: 10_000,
      })
      .catch(() => {});
    if (navigatedTo !== null) return { ...before, effect: null, playing: null, tapsSent, navigatedTo };
    return { ...(await times()), tapsSent, navigatedTo };
  } finally {
    await browser.close();
  }
}

const s = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const station = values.url ? null : await startDemoStation('first-tap');
const url = `${values.url ?? station!.url}/`;
try {
  console.log(
    `first tap on [data-testid=${values.target}], ${url}, 4x CPU, slow 4G, 390x844 touch, every ${TAP_EVERY_MS} ms`,
  );
  console.log(`machine: ${machine()}; ${new Date().toISOString()}`);
  const waits: number[] = [];
  for (let run = 0; run < Number(values.runs); run++) {
    const r = await oneRun(url, values.target);
    // The tap that worked is the last one that arrived before the page answered.
    const worked = r.effect === null ? null : (r.taps.filter((t) => t <= r.effect!).at(-1) ?? null);
    const wait = worked === null ? null : Math.max(0, worked - r.visible);
    if (wait !== null) waits.push(wait);
    if (r.navigatedTo) {
      console.log(
        `run ${run + 1}: button visible ${s(r.visible)}; a tap loaded ${r.navigatedTo} as a new page (full load, after ${r.tapsSent} taps), nothing played`,
      );
      continue;
    }
    console.log(
      `run ${run + 1}: button visible ${s(r.visible)}, tap that worked ${s(worked)} (${r.taps.filter((t) => worked !== null && t <= worked).length} of ${r.tapsSent} taps), ` +
        `answered ${s(r.effect)}, stream playing ${s(r.playing)}, wait after visible ${s(wait)}, INP ${Math.round(r.inp)} ms`,
    );
  }
  const sorted = [...waits].sort((a, b) => a - b);
  console.log(
    waits.length
      ? `wait from visible to a working tap: ${sorted.map((w) => s(w)).join(', ')} (median ${s(sorted[Math.floor(sorted.length / 2)]!)})`
      : 'no tap worked',
  );
} finally {
  await station?.stop();
}
