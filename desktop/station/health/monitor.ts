import { formatBytes } from '../../../shared/text/format-number';
import type { StationContext } from '../core/context';
import { diskLowBelow, readDisk } from './disk';

export interface MonitorOptions {
  /** How often the checks run (default 5 s). */
  everyMs?: number;
  /** Below this much free space on the data dir's disk: disk_low (default the larger of 1 GiB and 5 %). */
  minFreeBytes?: (totalBytes: number) => number;
  /** Off air this long (after start-up) before stream_offline is raised (default 30 s). */
  offlineAfterMs?: number;
  /** More encoder restarts than this within restartWindowMs: encoder_restarts (default 3 in 10 min). */
  maxRestarts?: number;
  restartWindowMs?: number;
}

/**
 * The checks that need no audio: stream offline (the station off air, the bus or the MP3 encoder stalled), a
 * scheduled live show nobody publishes, encoders restarting more than now and then, the live ingest failed, the
 * disk nearly full. Each raises its alert while the problem lasts and resolves it when it is over.
 */
export function startHealthMonitor(
  ctx: Pick<StationContext, 'alerts' | 'broadcast' | 'config' | 'log' | 'clock'>,
  options: MonitorOptions = {},
) {
  const { alerts, broadcast } = ctx;
  const log = ctx.log.child('monitor');
  const everyMs = options.everyMs ?? 5_000;
  const offlineAfterMs = options.offlineAfterMs ?? 30_000;
  const maxRestarts = options.maxRestarts ?? 3;
  const restartWindowMs = options.restartWindowMs ?? 10 * 60_000;
  const minFree = options.minFreeBytes ?? diskLowBelow;
  const startedAt = ctx.clock.monotonic();
  let offlineSince: number | null = null;
  let lastFrames = -1;
  let framesStalledSince: number | null = null;
  let lastRestartTotal = 0;
  const restartTimes: number[] = [];
  let checkingDisk = false;

  const toggle = (kind: Parameters<typeof alerts.raise>[0], problem: string | null) =>
    problem ? alerts.raise(kind, problem) : alerts.resolve(kind);

  function checkAir(now: number) {
    const status = broadcast.status();
    const diagnostics = broadcast.diagnostics?.();
    let problem: string | null = null;
    if (!status.serverRunning) {
      offlineSince ??= now;
      if (now - offlineSince >= offlineAfterMs && now - startedAt >= offlineAfterMs)
        problem = 'La emisión está detenida: los oyentes no reciben nada.';
    } else {
      offlineSince = null;
      const frames = diagnostics?.framesWritten ?? -1;
      if (frames >= 0 && frames === lastFrames) framesStalledSince ??= now;
      else framesStalledSince = null;
      lastFrames = frames;
      if (framesStalledSince !== null && now - framesStalledSince >= 10_000)
        problem = 'El mezclador no produce audio desde hace más de 10 s.';
      // The /stream mount's MP3 encoder is always on; other MP3 encoders (pushes, other bitrates) may sleep.
      const mp3 = diagnostics?.encoderRestarts.filter((e) => e.name.includes('mp3')) ?? [];
      if (mp3.length > 0 && mp3.every((e) => e.pid === null) && now - startedAt >= offlineAfterMs)
        problem = 'El codificador MP3 no está en marcha.';
    }
    toggle('stream_offline', problem);
    // The sound card feeding the transmitter: the air output says, in Spanish, why it cannot play.
    toggle('air_output_down', status.serverRunning ? (broadcast.airOutput?.().alert ?? null) : null);

    toggle(
      'live_missing',
      status.liveMissing
        ? `«${status.liveMissing.title}» debía estar en directo (${status.liveMissing.start}–${status.liveMissing.end}) y nadie emite: suena su lista.`
        : null,
    );
    toggle(
      'ingest_restarts',
      status.liveStatus === 'error' ? 'La entrada en directo (RTMP) no arrancó: no se puede emitir en directo.' : null,
    );

    const total = diagnostics?.encoderRestarts.reduce((n, e) => n + e.restarts, 0) ?? 0;
    for (let i = lastRestartTotal; i < total; i++) restartTimes.push(now);
    lastRestartTotal = total;
    while (restartTimes.length > 0 && now - restartTimes[0]! > restartWindowMs) restartTimes.shift();
    toggle(
      'encoder_restarts',
      restartTimes.length > maxRestarts
        ? `Los codificadores se han reiniciado ${restartTimes.length} veces en ${Math.round(restartWindowMs / 60_000)} min.`
        : null,
    );
  }

  async function checkDisk() {
    if (checkingDisk) return;
    checkingDisk = true;
    try {
      const disk = await readDisk(ctx.config.dataDir, minFree);
      if (!disk) return log.warn('could not read the free disk space');
      toggle(
        'disk_low',
        disk.state === 'ok'
          ? null
          : `Queda poco espacio en el disco de datos: ${formatBytes(disk.freeBytes)} libres de ${formatBytes(disk.totalBytes)}.`,
      );
    } finally {
      checkingDisk = false;
    }
  }

  function check() {
    try {
      checkAir(ctx.clock.monotonic());
    } catch (error) {
      log.error('health check failed', { error: (error as Error).message });
    }
    void checkDisk();
  }

  const timer = setInterval(check, everyMs);
  timer.unref();
  return {
    check,
    stop: () => clearInterval(timer),
  };
}
