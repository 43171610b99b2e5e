import { Router } from 'express';
import { readHourlyId, writeHourlyId } from '../../../broadcast/playout/hourly-id/hourly-id-settings';
import type { StationContext } from '../../../core/context';
import { badRequest } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

/** The hourly station identification: on or off, and which jingle (none chosen: the bundled ID). */
export function stationIdRoutes(ctx: Pick<StationContext, 'repos'>): Router {
  const router = Router();
  const view = () => ({
    settings: readHourlyId(ctx.repos.settings),
    jingles: ctx.repos.tracks
      .list('jingle')
      .filter((track) => !track.broken)
      .map(({ id, title, artist }) => ({ id, title, artist })),
  });

  handle(router, 'stationId.get', requireAdmin, ({ res }) => {
    res.json(view());
  });

  // The playout reads the setting at each top of the hour: nothing to tell it here.
  handle(router, 'stationId.update', requireAdmin, ({ body: settings, res }) => {
    if (settings.trackId !== null && ctx.repos.tracks.get(settings.trackId)?.kind !== 'jingle')
      throw badRequest('La identificación debe ser una cortinilla (jingle) de la biblioteca', 'trackId');
    writeHourlyId(ctx.repos.settings, settings);
    ctx.repos.audit.record(actor(res), 'station_id.settings', JSON.stringify(settings));
    res.json(view());
  });

  return router;
}
