import { Router } from 'express';
import { hourlyIdSettingsSchema } from '../../../../../shared/schemas/station-id/station-id';
import { readHourlyId, writeHourlyId } from '../../../broadcast/playout/hourly-id/hourly-id-settings';
import type { StationContext } from '../../../core/context';
import { badRequest } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';

/** The hourly station identification: on or off, and which jingle (none chosen: the bundled ID). */
export function stationIdRoutes(ctx: StationContext): Router {
  const router = Router();
  const view = () => ({
    settings: readHourlyId(ctx.repos.settings),
    jingles: ctx.repos.tracks
      .list('jingle')
      .filter((track) => !track.broken)
      .map(({ id, title, artist }) => ({ id, title, artist })),
  });

  router.get('/station-id', requireAdmin, (_req, res) => {
    res.json(view());
  });

  // The playout reads the setting at each top of the hour: nothing to tell it here.
  router.put('/station-id', requireAdmin, (req, res) => {
    const settings = parse(hourlyIdSettingsSchema, req.body ?? {});
    if (settings.trackId !== null && ctx.repos.tracks.get(settings.trackId)?.kind !== 'jingle')
      throw badRequest('La identificación debe ser una cortinilla (jingle) de la biblioteca', 'trackId');
    writeHourlyId(ctx.repos.settings, settings);
    ctx.repos.audit.record(actor(res), 'station_id.settings', JSON.stringify(settings));
    res.json(view());
  });

  return router;
}
