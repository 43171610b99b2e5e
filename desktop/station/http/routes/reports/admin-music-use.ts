import { Router } from 'express';
import { reportWindowSchema } from '../../../../../shared/schemas/reports/as-run';
import {
  MUSIC_USE_FIELDS,
  type MusicUseField,
  musicUseQuerySchema,
} from '../../../../../shared/schemas/reports/music-use';
import { TRACK_RIGHTS_LABEL } from '../../../../../shared/schemas/library/track-rights';
import type { StationContext } from '../../../core/context';
import { stationTimeZone } from '../../../../../shared/station/station-time';
import type { MusicUseRow } from '../../../repos/reports/music-use';
import { stationClock } from '../../../reports/as-run-columns';
import { streamCsv, streamXlsx } from '../../../reports/table-exports';
import { HttpError, notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';
import { windowName } from './admin-reports';
import { handle } from '../../route-helpers/handle';

const GENERIC = (Object.keys(MUSIC_USE_FIELDS) as MusicUseField[]).map((field) => ({
  header: MUSIC_USE_FIELDS[field],
  field,
}));
const NAME_TAKEN = 'Ya hay una plantilla con ese nombre.';

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** The music-use report for the societies (generic layout or a saved mapping) and the mappings themselves. */
export function adminMusicUseRoutes(ctx: Pick<StationContext, 'config' | 'repos'>): Router {
  const { repos } = ctx;
  const router = Router();
  const timeZone = stationTimeZone(ctx.config);

  const cell = (row: MusicUseRow, field: MusicUseField): string | number => {
    const clock = (iso: string) => {
      const { date, time } = stationClock(iso, timeZone);
      return `${date} ${time}`;
    };
    if (field === 'firstAired' || field === 'lastAired') return clock(row[field]);
    if (field === 'rights') return row.rights ? TRACK_RIGHTS_LABEL[row.rights] : '';
    if (field === 'seconds') return Math.round(row.seconds);
    return row[field] ?? '';
  };

  const report = (query: unknown) => {
    const window = parse(reportWindowSchema, query);
    const { mapping: mappingId } = parse(musicUseQuerySchema, query);
    const mapping = mappingId === undefined ? undefined : repos.musicUse.mapping(mappingId);
    if (mappingId !== undefined && !mapping) throw notFound('La plantilla no existe.');
    const from = new Date(window.from).toISOString();
    const to = new Date(window.to).toISOString();
    const columns = mapping?.columns ?? GENERIC;
    const rows = repos.musicUse.report(from, to).map((row) => columns.map((column) => cell(row, column.field)));
    const name = windowName('uso-musica', from, to, timeZone);
    return { headers: columns.map((c) => c.header), rows, name, delimiter: mapping?.delimiter ?? ',' };
  };

  handle(router, 'reports.musicUseCsv', requireAdmin, async ({ req, res }) => {
    const { headers, rows, name, delimiter } = report(req.query);
    res.type('text/csv; charset=utf-8').set('Content-Disposition', `attachment; filename="${name}.csv"`);
    await streamCsv(headers, [rows], res, delimiter);
  });

  handle(router, 'reports.musicUseXlsx', requireAdmin, async ({ req, res }) => {
    const { headers, rows, name } = report(req.query);
    res
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .set('Content-Disposition', `attachment; filename="${name}.xlsx"`);
    await streamXlsx('Uso de música', headers, [rows], res);
  });

  handle(router, 'reports.mappings', requireAdmin, ({ res }) => {
    res.json(repos.musicUse.mappings());
  });

  handle(router, 'reports.createMapping', requireAdmin, ({ body: input, res }) => {
    try {
      const mapping = repos.musicUse.createMapping(input);
      repos.audit.record(actor(res), 'report.mapping', `Plantilla «${mapping.name}» creada`);
      res.status(201).json(mapping);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'name_taken', NAME_TAKEN, 'name');
      throw error;
    }
  });

  handle(router, 'reports.updateMapping', requireAdmin, ({ params: { id }, body: input, res }) => {
    try {
      const mapping = repos.musicUse.updateMapping(id, input);
      if (!mapping) throw notFound('La plantilla no existe.');
      res.json(mapping);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'name_taken', NAME_TAKEN, 'name');
      throw error;
    }
  });

  handle(router, 'reports.deleteMapping', requireAdmin, ({ params: { id }, res }) => {
    if (!repos.musicUse.removeMapping(id)) throw notFound('La plantilla no existe.');
    res.status(204).end();
  });

  return router;
}
