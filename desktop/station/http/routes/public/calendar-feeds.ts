import { type Request, Router } from 'express';
import { STATION } from '../../../../../shared/station/station-facts';
import { stationAddress } from '../../route-helpers/station-address';
import type { StationContext } from '../../../core/context';
import { nextDate, stationTimeZone, wallTime } from '../../../../../shared/station/station-time';
import { slugSchema } from '../../../../../shared/schemas/programming/shows';
import { STATION_FILES } from '../../route-helpers/station-files';

/**
 * The calendar feeds listeners subscribe to: /schedule.ics (the whole week, recurring) and
 * /programacion/:slug.ics (one show). Outside /api: calendar apps are given these addresses as they are.
 */
export function calendarFeedRoutes(ctx: Pick<StationContext, 'clock' | 'config' | 'repos'>): Router {
  const router = Router();
  const feed = async (req: Request, showId?: number, name: string = STATION.name) => {
    // ical.js and the VTIMEZONE table are loaded with the first feed asked for, not with every start.
    const { buildCalendarFeed } = await import('../../../programming/schedule/calendar-feed');
    const timeZone = stationTimeZone(ctx.config);
    const today = wallTime(ctx.clock.now(), timeZone).date;
    const data = {
      ...ctx.repos.shows.definitions(),
      oneOffs: ctx.repos.shows.oneOffs(nextDate(today, -31), nextDate(today, 366)),
    };
    // The show links at the address the calendar subscribed by (the public URL when there is one).
    const origin = stationAddress(req, ctx.config);
    return buildCalendarFeed(data, {
      name,
      timeZone,
      today,
      now: ctx.clock.now(),
      showId,
      pageUrl: (slug) => `${origin}/programacion/${slug}`,
    });
  };
  const send = (res: import('express').Response, body: string, file: string) =>
    res
      .type('text/calendar; charset=utf-8')
      .set('Content-Disposition', `inline; filename="${file}"`)
      .set('Cache-Control', 'no-cache')
      .send(body);

  router.get(STATION_FILES.scheduleCalendar, async (req, res) => send(res, await feed(req), 'programacion.ics'));
  router.get(STATION_FILES.showCalendar, async (req, res, next) => {
    const slug = /^(.+)\.ics$/.exec(req.params.file)?.[1];
    // Without .ics it is the show's page: the web app answers it.
    if (!slug) return next();
    const show = slugSchema.safeParse(slug).success ? ctx.repos.shows.bySlug(slug) : undefined;
    if (!show) return res.status(404).type('text/plain; charset=utf-8').send('El programa no existe.');
    send(res, await feed(req, show.id, `${show.name} · ${STATION.name}`), `${show.slug}.ics`);
  });
  return router;
}
