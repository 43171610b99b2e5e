import { machine } from './station-process';
import { slope } from './soak-math';

export interface Sample {
  elapsed_s: number;
  rss_mib: number;
  /** V8 heap in use, as the station reported it last. */
  heap_mib: number;
  /** process.getActiveResourcesInfo().length in the station. */
  handles: number;
  /** Events the load applied so far (skips, live publishes, uploads, deletes, schedule edits, listener churn). */
  events_total: number;
  cpu_pct: number;
  children: number;
  children_cpu_pct: number;
  children_rss_mib: number;
  loop_max_ms: number;
  loop_p99_ms: number;
  health_ms: number;
  open_fds: number;
  listeners: number;
  starved: number;
  drops_total: number;
  http_errors_total: number;
  live: number;
  bus_underruns: number;
  bus_dropped_listeners: number;
  /** The machine's 1-minute load average: lag on a shared box is often other people's work. */
  load1: number;
  /** V8's committed heap and its spaces, and memory outside the heap (Buffers): where RSS goes. */
  heap_total_mib: number;
  new_space_mib: number;
  old_space_mib: number;
  code_space_mib: number;
  large_object_mib: number;
  external_mib: number;
  array_buffers_mib: number;
  /** Resident memory by kind (/proc/<pid>/status and smaps), and the database's size on disk. */
  rss_anon_mib: number;
  rss_file_mib: number;
  malloc_heap_mib: number;
  database_mib: number;
}

export interface SoakRun {
  hours: number;
  listenerCount: number;
  accelerated?: boolean;
  t0: number;
  /** Samples before this many seconds are warm-up, left out of the RSS slope. */
  warmupS: number;
  sampleSeconds: number;
  samples: readonly Sample[];
  drops: ReadonlyArray<{ reason: string }>;
  httpErrors: readonly string[];
  stationProblems: readonly string[];
  counts: {
    skips: number;
    livePublishes: number;
    liveOnAir: number;
    uploads: number;
    deletes: number;
    scheduleEdits: number;
    churned: number;
  };
  csvFile: string;
}

/** The Markdown report a soak prints at its end (the figures docs/benchmarks.md records). */
export function soakReport(run: SoakRun): string {
  const {
    hours,
    listenerCount,
    accelerated = false,
    t0,
    warmupS,
    sampleSeconds,
    samples,
    drops,
    httpErrors,
    stationProblems,
    counts,
    csvFile,
  } = run;

  const settled = samples.filter((s) => s.elapsed_s >= warmupS);
  const perHour = (pick: (s: Sample) => number) =>
    settled.length >= 2 ? slope(settled.map((s) => [s.elapsed_s / 3600, pick(s)])) : Number.NaN;
  const perThousandEvents = (pick: (s: Sample) => number) =>
    settled.length >= 2 ? slope(settled.map((s) => [s.events_total / 1000, pick(s)])) : Number.NaN;
  const rssSlope = perHour((s) => s.rss_mib);
  const signed = (n: number, digits = 2) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;
  const growth = (what: string, unit: string, pick: (s: Sample) => number, digits = 2) =>
    `| ${what} after warm-up | ${signed(perHour(pick), digits)} ${unit}/h; ${signed(perThousandEvents(pick), digits)} ${unit} per 1,000 events |`;
  const stats = (values: number[]) => ({
    mean: values.reduce((a, b) => a + b, 0) / Math.max(1, values.length),
    max: Math.max(...values),
  });
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const healthMs = sorted(samples.map((s) => s.health_ms).filter((ms) => ms >= 0));
  const cpu = stats(samples.map((s) => s.cpu_pct));
  const childCpu = stats(samples.map((s) => s.children_cpu_pct));
  const fds = samples.map((s) => s.open_fds);
  const starvedWindows = samples.reduce((sum, s) => sum + s.starved, 0);
  const first = samples[0];
  const final = samples.at(-1);
  const byReason = new Map<string, number>();
  for (const { reason } of drops) byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
  const dropReasons = [...byReason].map(([reason, n]) => `${reason} × ${n}`);

  const lines = [
    `## Soak ${hours} h — ${new Date(t0).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `\`npm run bench:soak -- --hours ${hours}${listenerCount === 500 ? '' : ` --listeners ${listenerCount}`}${accelerated ? ' --accelerated' : ''}\` — machine: ${machine()}`,
    '',
    '| measure | value |',
    '|---|---|',
    `| samples | ${samples.length} every ${sampleSeconds} s over ${((final?.elapsed_s ?? 0) / 60) | 0} min |`,
    `| listeners | ${listenerCount} on /stream; ${final?.listeners ?? 0} connected at the end |`,
    `| station RSS | start ${first?.rss_mib} MiB, end ${final?.rss_mib} MiB, max ${Math.max(...samples.map((s) => s.rss_mib))} MiB |`,
    `| **RSS slope after warm-up** (least squares over the samples after ${Math.round(warmupS / 60)} min) | **${rssSlope >= 0 ? '+' : ''}${rssSlope.toFixed(2)} MiB/h** |`,
    `| events applied | ${final?.events_total ?? 0} (${(((final?.events_total ?? 0) / Math.max(1, final?.elapsed_s ?? 1)) * 3600).toFixed(0)} per hour) |`,
    growth('**RSS per hour and per 1,000 events**', 'MiB', (s) => s.rss_mib),
    growth('V8 heap', 'MiB', (s) => s.heap_mib),
    growth('V8 committed heap', 'MiB', (s) => s.heap_total_mib),
    growth('V8 new space', 'MiB', (s) => s.new_space_mib),
    growth('memory outside the V8 heap (external)', 'MiB', (s) => s.external_mib),
    growth('resident anonymous memory', 'MiB', (s) => s.rss_anon_mib),
    growth('resident file-backed memory', 'MiB', (s) => s.rss_file_mib),
    growth("malloc's main arena ([heap])", 'MiB', (s) => s.malloc_heap_mib),
    growth('database on disk', 'MiB', (s) => s.database_mib),
    growth('active handles', 'handles', (s) => s.handles, 1),
    growth('open files', 'fds', (s) => s.open_fds, 1),
    `| heap / handles | start ${first?.heap_mib} MiB / ${first?.handles}, end ${final?.heap_mib} MiB / ${final?.handles} |`,
    `| station CPU (Node, one core = 100 %) | mean ${cpu.mean.toFixed(1)} %, max ${cpu.max.toFixed(1)} % |`,
    `| ffmpeg children CPU | mean ${childCpu.mean.toFixed(1)} %, max ${childCpu.max.toFixed(1)} %; RSS at the end ${final?.children_rss_mib} MiB in ${final?.children} processes |`,
    `| event-loop delay (monitorEventLoopDelay, 10 ms resolution) | max ${Math.max(...samples.map((s) => s.loop_max_ms))} ms; worst 10-s p99 ${Math.max(...samples.map((s) => s.loop_p99_ms))} ms |`,
    `| /api/health latency | median ${healthMs[Math.floor(healthMs.length / 2)]?.toFixed(1)} ms, max ${healthMs.at(-1)?.toFixed(1)} ms |`,
    `| open file descriptors | start ${fds[0]}, end ${fds.at(-1)}, max ${Math.max(...fds)} |`,
    `| **listener drops** | **${drops.length}**${dropReasons.length ? ` (${dropReasons.join(', ')})` : ''} |`,
    `| starved listener-windows (< 64 kbps over 10 s) | ${starvedWindows} |`,
    `| bus underruns / listeners dropped as too slow | ${final?.bus_underruns ?? 0} / ${final?.bus_dropped_listeners ?? 0} |`,
    `| **HTTP errors** | **${httpErrors.length}** |`,
    `| load applied | ${counts.skips} skips, ${counts.livePublishes} live publishes (${counts.liveOnAir} on air within 15 s), ${counts.uploads} uploads, ${counts.deletes} deletes, ${counts.scheduleEdits} schedule edits, ${counts.churned} listeners churned |`,
    `| station warnings/errors on stderr | ${stationProblems.length} |`,
    `| machine load (1-min average; 2 cores shared with other work) | mean ${stats(samples.map((s) => s.load1)).mean.toFixed(1)}, max ${stats(samples.map((s) => s.load1)).max} |`,
    '',
    `Samples: ${csvFile}`,
  ];
  if (accelerated) {
    const rssPerK = perThousandEvents((s) => s.rss_mib);
    const pass = rssSlope < 1 && rssPerK < 0.2 && drops.length === 0 && httpErrors.length === 0;
    lines.push(
      '',
      `Target (accelerated): RSS slope < 1 MiB/h and < 0.2 MiB per 1,000 events after warm-up, 0 drops, 0 errors — **${pass ? 'met' : 'not met'}**.`,
    );
  }
  if (httpErrors.length > 0) lines.push('', 'HTTP errors:', ...httpErrors.slice(0, 20).map((e) => `- ${e}`));
  if (stationProblems.length > 0)
    lines.push('', 'Station warnings/errors (first 20):', ...stationProblems.slice(0, 20).map((e) => `- ${e}`));
  return lines.join('\n');
}
