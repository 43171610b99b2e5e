import { z } from 'zod';
import { asRunPageSchema, asRunQuerySchema, reportWindowSchema } from '../../schemas/reports/as-run';
import { idParamSchema } from '../../schemas/common/common';
import { licenceSchema, packageCheckSchema, reportSettingsSchema } from '../../schemas/reports/inspection';
import { mappingInputSchema, mappingSchema, musicUseQuerySchema } from '../../schemas/reports/music-use';
import { listenerStatsQuerySchema, listenerStatsSchema } from '../../schemas/admin/health';
import { route } from './define';

const id = idParamSchema;

/**
 * The reports (listener statistics, the as-run log, music use for the societies, the signed inspection package):
 * the admins'.
 */
export const REPORTS_ROUTES = {
  'stats.listeners': route('stats.listeners', {
    access: 'admin',
    query: listenerStatsQuerySchema,
    response: listenerStatsSchema,
  }),
  'stats.listenersCsv': route('stats.listenersCsv', {
    access: 'admin',
    query: listenerStatsQuerySchema,
    response: 'file',
  }),
  'reports.asRun': route('reports.asRun', { access: 'admin', query: asRunQuerySchema, response: asRunPageSchema }),
  'reports.asRunCsv': route('reports.asRunCsv', { access: 'admin', query: asRunQuerySchema, response: 'file' }),
  'reports.asRunXlsx': route('reports.asRunXlsx', { access: 'admin', query: asRunQuerySchema, response: 'file' }),
  'reports.asRunPdf': route('reports.asRunPdf', { access: 'admin', query: asRunQuerySchema, response: 'file' }),
  'reports.musicUseCsv': route('reports.musicUseCsv', {
    access: 'admin',
    query: musicUseQuerySchema,
    response: 'file',
  }),
  'reports.musicUseXlsx': route('reports.musicUseXlsx', {
    access: 'admin',
    query: musicUseQuerySchema,
    response: 'file',
  }),
  'reports.mappings': route('reports.mappings', { access: 'admin', response: z.array(mappingSchema) }),
  'reports.createMapping': route('reports.createMapping', {
    access: 'admin',
    body: mappingInputSchema,
    response: mappingSchema,
  }),
  'reports.updateMapping': route('reports.updateMapping', {
    access: 'admin',
    params: id,
    body: mappingInputSchema,
    response: mappingSchema,
  }),
  'reports.deleteMapping': route('reports.deleteMapping', { access: 'admin', params: id, response: 'empty' }),
  'reports.settings': route('reports.settings', { access: 'admin', response: reportSettingsSchema }),
  'reports.updateSettings': route('reports.updateSettings', {
    access: 'admin',
    body: licenceSchema,
    response: licenceSchema,
  }),
  // The ZIP comes back as a download; the window's own rules (at most a week) are the route's.
  'reports.package': route('reports.package', { access: 'admin', body: reportWindowSchema, response: 'file' }),
  // The body is the package itself (application/zip), read by the route.
  'reports.verifyPackage': route('reports.verifyPackage', { access: 'admin', response: packageCheckSchema }),
} as const;
