/**
 * The as-run log at a year of history, measured on the real station (Express on a free port, a real SQLite file):
 *   node --expose-gc --import tsx bench/as-run.ts [--rows 500000]
 * Seeds --rows as-run rows over 365 days (about one item a minute), then measures through HTTP: the first page of a
 * month, of the whole year and of a filtered month (median of 15); a month's CSV and XLSX export (time, size, and
 * how much the process's memory grew while it streamed: live heap after a GC every 200 ms, and RSS), and the whole year's CSV beside it.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { createOfflineBroadcast } from '../desktop/station/broadcast/engine/offline';
import { startTestStation } from '../testing/station/test-station';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '500000' }, 'pages-only': { type: 'boolean', default: false } },
});
const ROWS = Number(values.rows);
const YEAR_MS = 365 * 86_400_000;
const END = Date.parse('2026-11-01T00:00:00Z');
const START = END - YEAR_MS;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

const station = await startTestStation({}, { createBroadcast: () => createOfflineBroadcast() });
try {
  const { db } = station.context;
  const seedStarted = performance.now();
  const insert = db.prepare(
    `INSERT INTO as_run (started_at, ended_at, seconds, kind, track_id, title, artist, album, show_title, presenter,
       campaign, isrc, composers, publisher, label, year, rights)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const kinds = ['music', 'music', 'music', 'music', 'jingle', 'spot', 'show', 'live'] as const;
  const step = YEAR_MS / ROWS;
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const at = START + i * step;
      const kind = kinds[i % kinds.length]!;
      insert.run(
        new Date(at).toISOString(),
        new Date(at + step).toISOString(),
        Math.round(step / 100) / 10,
        kind,
        (i % 5000) + 1,
        `Tema número ${i % 5000}`,
        `Artista ${i % 700}`,
        `Álbum ${i % 900}`,
        `Programa ${i % 24}`,
        `Presentadora ${i % 12}`,
        kind === 'spot' ? `Anunciante ${i % 30} · Campaña` : null,
        kind === 'music' ? `ESA1B26${String(i % 100000).padStart(5, '0')}` : null,
        'Ana Pérez; Joan Puig',
        'Edicions Mar',
        'Segell Sud',
        2020 + (i % 6),
        'licensed',
      );
    }
  })();
  const seedMs = performance.now() - seedStarted;
  db.pragma('optimize');
  const cookie = await station.login();
  const get = (path: string) => station.fetch(path, { headers: { Cookie: cookie } });

  const month = { from: '2026-09-01T00:00:00+02:00', to: '2026-10-01T00:00:00+02:00' };
  const year = { from: new Date(START).toISOString(), to: new Date(END).toISOString() };
  const q = (w: { from: string; to: string }) => `from=${encodeURIComponent(w.from)}&to=${encodeURIComponent(w.to)}`;

  async function timed(path: string, runs = 15): Promise<{ medianMs: number; maxMs: number; total: number }> {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const res = await get(path);
      const body = (await res.json()) as { total: number };
      times.push(performance.now() - t0);
      total = body.total;
    }
    return { medianMs: Math.round(median(times) * 10) / 10, maxMs: Math.round(Math.max(...times) * 10) / 10, total };
  }

  async function exported(path: string) {
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    // With --expose-gc each sample collects first, so the heap figure is what the export keeps, not its garbage.
    const sampler = setInterval(() => {
      global.gc?.();
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 200);
    const t0 = performance.now();
    const res = await get(path);
    let bytes = 0;
    // Read and drop: the client keeps nothing, so what grows is the server's.
    for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
    clearInterval(sampler);
    return {
      status: res.status,
      seconds: Math.round(performance.now() - t0) / 1000,
      sizeMB: mb(bytes),
      rssGrowthMB: mb(peakRss - before.rss),
      heapGrowthMB: mb(peakHeap - before.heapUsed),
    };
  }

  const results = {
    rows: ROWS,
    cores: os.availableParallelism(),
    seedSeconds: Math.round(seedMs / 100) / 10,
    firstPageMonth: await timed(`/api/reports/as-run?${q(month)}&limit=100`),
    firstPageYear: await timed(`/api/reports/as-run?${q(year)}&limit=100`),
    firstPageMonthSpots: await timed(`/api/reports/as-run?${q(month)}&kind=spot&limit=100`),
    ...(values['pages-only'] ? {} : await exports()),
  };
  console.log(JSON.stringify(results, null, 2));
  async function exports() {
    return {
      monthCsv: await exported(`/api/reports/as-run.csv?${q(month)}`),
      monthXlsx: await exported(`/api/reports/as-run.xlsx?${q(month)}`),
      // Twelve times the rows: if the export held what it wrote, memory would grow twelve times too.
      yearCsv: await exported(`/api/reports/as-run.csv?${q(year)}`),
    };
  }
} finally {
  await station.close();
}
