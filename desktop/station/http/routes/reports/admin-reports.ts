import { type Response, Router } from 'express';
import { type AsRunPage, asRunQuerySchema, reportWindowSchema } from '../../../../../shared/schemas/reports/as-run';
import { STATION } from '../../../../../shared/station/station-facts';
import type { StationContext } from '../../../core/context';
import { stationTimeZone } from '../../../../../shared/station/station-time';
import type { AsRunFilter } from '../../../repos/reports/as-run';
import { AS_RUN_COLUMNS, asRunCells, stationClock } from '../../../reports/as-run-columns';
import { streamAsRunPdf } from '../../../reports/as-run-pdf';
import { streamCsv, streamXlsx } from '../../../reports/table-exports';
import { requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';
import { handle } from '../../route-helpers/handle';

/** The station's licence as the regulator knows it (authority, licence number), printed on every report. */
export const LICENCE_SETTING = 'station_licence';

const stored = (iso: string) => new Date(iso).toISOString();

/** File names say the window in station time: registro-emision_2026-11-24_1800-1900.csv */
export function windowName(prefix: string, from: string, to: string, timeZone: string): string {
  const a = stationClock(stored(from), timeZone);
  const b = stationClock(stored(to), timeZone);
  const hm = (time: string) => time.slice(0, 5).replace(':', '');
  return `${prefix}_${a.date}_${hm(a.time)}-${b.date === a.date ? '' : `${b.date}_`}${hm(b.time)}`;
}

/** The as-run log: the admin's page and its CSV, XLSX and PDF exports, each streamed from the database. */
export function adminReportRoutes(ctx: Pick<StationContext, 'config' | 'repos'>): Router {
  const { repos } = ctx;
  const router = Router();
  const timeZone = stationTimeZone(ctx.config);

  const filterOf = (query: unknown): AsRunFilter => {
    const { from, to } = parse(reportWindowSchema, query);
    const { kind, q } = parse(asRunQuerySchema, query);
    return { from: stored(from), to: stored(to), kind, q: q || undefined };
  };
  const attachment = (res: Response, name: string, type: string) =>
    res.type(type).set('Content-Disposition', `attachment; filename="${name}"`);

  handle(router, 'reports.asRun', requireAdmin, ({ query, req, res }) => {
    const filter = filterOf(req.query);
    const { offset, limit } = query;
    const page: AsRunPage = { ...repos.asRun.page(filter, offset, limit), offset, limit, timezone: timeZone };
    res.json(page);
  });

  const rows = (filter: AsRunFilter) =>
    (function* () {
      for (const chunk of repos.asRun.chunks(filter)) yield chunk.map((item) => asRunCells(item, timeZone));
    })();

  handle(router, 'reports.asRunCsv', requireAdmin, async ({ req, res }) => {
    const filter = filterOf(req.query);
    const name = windowName('registro-emision', filter.from, filter.to, timeZone);
    attachment(res, `${name}.csv`, 'text/csv; charset=utf-8');
    await streamCsv(AS_RUN_COLUMNS, rows(filter), res);
  });

  handle(router, 'reports.asRunXlsx', requireAdmin, async ({ req, res }) => {
    const filter = filterOf(req.query);
    const name = windowName('registro-emision', filter.from, filter.to, timeZone);
    attachment(res, `${name}.xlsx`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    await streamXlsx('Registro de emisión', AS_RUN_COLUMNS, rows(filter), res);
  });

  handle(router, 'reports.asRunPdf', requireAdmin, async ({ req, res }) => {
    const filter = filterOf(req.query);
    const name = windowName('registro-emision', filter.from, filter.to, timeZone);
    attachment(res, `${name}.pdf`, 'application/pdf');
    await streamAsRunPdf(pdfHeading(ctx, filter, timeZone), repos.asRun.chunks(filter), res);
  });

  return router;
}

export function pdfHeading(ctx: Pick<StationContext, 'repos'>, filter: AsRunFilter, timeZone: string) {
  const from = stationClock(filter.from, timeZone);
  const to = stationClock(filter.to, timeZone);
  const licence = ctx.repos.settings.read(LICENCE_SETTING) ?? '';
  return {
    station: STATION.name,
    licence: licence || `${STATION.frequencyMHz} FM · ${STATION.town}`,
    window: `${from.date} ${from.time} – ${to.date} ${to.time}`,
    timeZone,
  };
}
