import { Router } from 'express';
import { PROGRAMMING } from '../../../../../shared/station/station-rules';
import { listenerStatsQuerySchema } from '../../../../../shared/schemas/admin/health';
import type { StationContext } from '../../../core/context';
import { listenerReport } from '../../../health/listener-report';
import { wallTime } from '../../../../../shared/station/station-time';
import { spreadsheetCsv } from '../../route-helpers/spreadsheet-csv';
import { requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';
import { handle } from '../../route-helpers/handle';

/** Audience statistics for the admin (Audiencia page) and as a spreadsheet for advertisers. */
export function healthStatsRoutes(ctx: Pick<StationContext, 'clock' | 'config' | 'db' | 'listenerStats'>): Router {
  const router = Router();
  const timeZone = ctx.config.timezone ?? PROGRAMMING.defaultTimezone;

  const report = (query: unknown) => {
    const { from, to } = parse(listenerStatsQuerySchema, query);
    // The minute under way is written first, so a report always includes the listeners of right now.
    ctx.listenerStats.flush();
    return listenerReport(ctx.db, from, to, ctx.clock.now());
  };

  handle(router, 'stats.listeners', requireAdmin, ({ req, res }) => {
    res.set('Cache-Control', 'no-store').json(report(req.query));
  });

  // One row per point of the series in station time, then the totals: what an advertiser asks for per hour.
  handle(router, 'stats.listenersCsv', requireAdmin, ({ req, res }) => {
    const stats = report(req.query);
    const rows: Array<Array<string | number>> = stats.series.map((point) => {
      const wall = wallTime(Date.parse(point.t), timeZone);
      return [wall.date, wall.time, point.t, point.listeners, point.average];
    });
    const name = `audiencia-${wallTime(Date.parse(stats.from), timeZone).date}-${wallTime(Date.parse(stats.to), timeZone).date}.csv`;
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${name}"`)
      .set('Cache-Control', 'no-store')
      .send(
        spreadsheetCsv(
          ['fecha', 'hora', 'utc', 'oyentes (máximo)', 'oyentes (media)'],
          [
            ...rows,
            ['sesiones', '', '', stats.sessions, ''],
            ['pico', '', '', stats.peak, ''],
            ['media de oyentes', '', '', '', stats.averageListeners],
            ['horas de escucha', '', '', '', stats.tlhHours],
          ],
        ),
      );
  });

  return router;
}
