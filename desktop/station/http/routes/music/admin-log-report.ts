import { Router } from 'express';
import { instantOf, nextDate, stationTimeZone, weekdayOf } from '../../../../../shared/station/station-time';
import type { Reconciliation, WeeklyViolations } from '../../../../../shared/schemas/music/log-edits';
import type { StationContext } from '../../../core/context';
import { positionId } from '../../../programming/planner/log-position';
import { RECONCILIATION_COLUMNS, reconcile, reconciliationCsvRow } from '../../../programming/log/reconciliation';
import { requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';
import { spreadsheetCsv } from '../../route-helpers/spreadsheet-csv';

const iso = (instant: number) => new Date(instant).toISOString();

/** The log beside the as-run: a day's reconciliation (and its CSV) and the week's separation rules given way. */
export function adminLogReportRoutes(ctx: Pick<StationContext, 'repos' | 'config' | 'clock'>): Router {
  const router = Router();
  const { repos } = ctx;
  const dayStart = (date: string) => instantOf(date, '00:00', stationTimeZone(ctx.config));

  function reconciliation(date: string): Reconciliation {
    const from = iso(dayStart(date));
    const to = iso(dayStart(nextDate(date)));
    const edits = repos.logEdits.between(positionId(`${date}T0`, 1), positionId(`${date}T23`, 999));
    const rows = reconcile(repos.logPlan.planned(from, to), repos.logPlan.aired(from, to), edits, ctx.clock.now());
    return { date, rows };
  }

  handle(router, 'log.reconciliation', requireAdmin, ({ query: { date }, res }) => {
    res.json(reconciliation(date));
  });

  handle(router, 'log.reconciliationCsv', requireAdmin, ({ query: { date }, res }) => {
    const csv = spreadsheetCsv(RECONCILIATION_COLUMNS, reconciliation(date).rows.map(reconciliationCsvRow));
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="registro-${date}.csv"`)
      .send(csv);
  });

  handle(router, 'log.violations', requireAdmin, ({ query: { week }, res }) => {
    // The ISO week (Monday to Sunday) holding the date given.
    const monday = nextDate(week, -((weekdayOf(week) + 6) % 7));
    const from = iso(dayStart(monday));
    const to = iso(dayStart(nextDate(monday, 7)));
    const body: WeeklyViolations = {
      from,
      to,
      counts: repos.logPlan.violations(from, to) as WeeklyViolations['counts'],
    };
    res.json(body);
  });

  return router;
}
