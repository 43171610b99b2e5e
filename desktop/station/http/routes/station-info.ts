import { Router } from 'express';
import type { StationContext } from '../../context';
import { currentProgramme } from '../../programme';

/** Public station content: schedule, team, the programme on air, health. */
export function stationInfoRoutes(ctx: StationContext): Router {
  const { repos } = ctx;
  const router = Router();
  router.get('/schedule', (_req, res) => res.json(repos.schedule.days()));
  router.get('/team', (_req, res) => res.json(repos.team.list()));
  router.get('/programme/current', (_req, res) => res.json(currentProgramme(ctx)));
  router.get('/health', (_req, res) =>
    res.set('Cache-Control', 'no-store').json({ ok: true, seeding: ctx.seeding.active }),
  );
  return router;
}
