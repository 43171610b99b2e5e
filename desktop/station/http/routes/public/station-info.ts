import { Router } from 'express';
import type { HealthStatus } from '../../../../../shared/schemas/admin/health';
import type { StationContext } from '../../../core/context';
import { readDisk } from '../../../health/disk';
import { currentProgramme } from '../../../programming/schedule/programme-on-air';
import { handle } from '../../route-helpers/handle';

/** Public station content: schedule, team, the programme on air, health. */
export function stationInfoRoutes(
  ctx: Pick<
    StationContext,
    'broadcast' | 'clock' | 'config' | 'plannerData' | 'repos' | 'seeding' | 'startedAt' | 'standby' | 'standbyAir'
  >,
): Router {
  const { repos } = ctx;
  const router = Router();
  handle(router, 'station.schedule', ({ res }) => res.json(repos.schedule.days()));
  handle(router, 'station.team', ({ res }) => res.json(repos.team.list()));
  handle(router, 'station.programme', ({ res }) => res.json(currentProgramme(ctx)));
  // For uptime checkers: 503 while nothing goes on air (stopped, starting, still seeding the demo).
  // The HTTP status answers "is it on air" (uptime checkers); `ok` and `disk` also say whether the station can keep
  // what it airs (recordings, the as-run, uploads): a full disk leaves the air going and everything else failing.
  handle(router, 'station.health', async ({ res }) => {
    const status = ctx.broadcast.status();
    const lastAudioAt = ctx.broadcast.health?.().lastAudioAt ?? null;
    const disk = await readDisk(ctx.config.dataDir);
    const body: HealthStatus = {
      ok: status.serverRunning && disk?.state !== 'full',
      seeding: ctx.seeding.active,
      // A standby says whom it follows and how far behind it is.
      ...(ctx.standby?.health() ?? { role: 'studio' }),
      // A standby runs its playout all along but feeds the air only once it took over (standby/takeover/).
      onAir: status.serverRunning && (ctx.standbyAir?.onAir() ?? true),
      live: status.isLive,
      listeners: status.listeners,
      lastAudioAt: lastAudioAt === null ? null : new Date(lastAudioAt).toISOString(),
      disk,
      startedAt: ctx.startedAt,
    };
    res
      .set('Cache-Control', 'no-store')
      .status(status.serverRunning ? 200 : 503)
      .json(body);
  });
  return router;
}
