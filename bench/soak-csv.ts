/**
 * Reads a soak's sample CSV (complete or still being written) and prints the figures that decide the
 * target: RSS slope after warm-up (overall and per hour), drops, HTTP errors, open files, CPU, lag.
 * Usage: npx tsx bench/soak-csv.ts .tmp/soak-<start>.csv [--warmup-min 10]
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { slope } from './soak-math';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'warmup-min': { type: 'string', default: '10' } },
});
const file = positionals[0];
if (!file) {
  console.error('usage: npx tsx bench/soak-csv.ts FILE.csv [--warmup-min 10]');
  process.exit(2);
}
const rows = parse(fs.readFileSync(file, 'utf8'), { columns: true, cast: true }) as Array<Record<string, number>>;
const warmupS = Number(values['warmup-min']) * 60;
const settled = rows.filter((r) => r.elapsed_s! >= warmupS);
const rssSlope = (part: typeof rows) =>
  part.length >= 2 ? slope(part.map((r) => [r.elapsed_s! / 3600, r.rss_mib!])) : Number.NaN;
const last = rows.at(-1)!;
const hours = last.elapsed_s! / 3600;
const column = (name: string) => rows.map((r) => r[name]!);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

console.log(`samples ${rows.length} over ${hours.toFixed(2)} h`);
console.log(`RSS start ${rows[0]!.rss_mib} MiB, now ${last.rss_mib} MiB, max ${Math.max(...column('rss_mib'))} MiB`);
console.log(`RSS slope after ${values['warmup-min']} min: ${rssSlope(settled).toFixed(2)} MiB/h`);
for (let h = 0; h < Math.ceil(hours); h++) {
  const part = rows.filter((r) => r.elapsed_s! >= Math.max(warmupS, h * 3600) && r.elapsed_s! < (h + 1) * 3600);
  if (part.length >= 2) console.log(`  hour ${h + 1}: ${rssSlope(part).toFixed(2)} MiB/h (${part.length} samples)`);
}
console.log(
  `listener drops ${last.drops_total}, HTTP errors ${last.http_errors_total}, starved listener-windows ${column('starved').reduce((a, b) => a + b, 0)}`,
);
console.log(`open files ${rows[0]!.open_fds} → ${last.open_fds} (max ${Math.max(...column('open_fds'))})`);
console.log(
  `station CPU mean ${mean(column('cpu_pct')).toFixed(1)} % max ${Math.max(...column('cpu_pct'))} %; ffmpeg mean ${mean(column('children_cpu_pct')).toFixed(1)} %`,
);
console.log(
  `event-loop delay max ${Math.max(...column('loop_max_ms'))} ms; load mean ${mean(column('load1')).toFixed(1)}, max ${Math.max(...column('load1'))}`,
);
