import { z } from 'zod';
import {
  adminOverviewSchema,
  enquiryFilterSchema,
  enquiryRecordSchema,
  enquiryStatusInputSchema,
  backupEncryptionSchema,
} from '../../schemas/admin/admin';
import { backupStagedSchema, backupTokenParamSchema } from '../../schemas/admin/backup-download';
import { idParamSchema } from '../../schemas/common/common';
import { openApiDocumentSchema } from '../../schemas/common/openapi-document';
import {
  alertFilterSchema,
  alertSchema,
  healthSettingsInputSchema,
  healthSettingsViewSchema,
  silentTrackSchema,
} from '../../schemas/admin/health';
import { route } from './define';
import { DIFUSION_ROUTES } from './difusion-routes';
import { ESTUDIO_ROUTES } from './estudio-routes';
import { OFF_AIR_ROUTES } from './off-air-routes';
import { REQUESTS_ADMIN_ROUTES } from './requests-routes';
import { MIC_ROUTES } from './mic-routes';
import { STATION_ID_ROUTES } from './station-id-routes';
import { USERS_ROUTES } from './users-routes';
import { LIBRARY_ROUTES } from './library-routes';
import { PROGRAMMING_ROUTES } from './programming-routes';
import { BROADCAST_ROUTES } from './broadcast-routes';
import { ARCHIVE_ROUTES } from './archive-routes';
import { REPORTS_ROUTES } from './reports-routes';
import { CORE_ROUTES } from './core-routes';
import { MUSIC_ROUTES } from './music-routes';
import { STANDBY_ROUTES } from './standby-routes';

const id = idParamSchema;

/** The admin area's and the studio desk's routes, each area's in its own file: every one of them needs a session. */
export const ADMIN_ROUTES = {
  ...ESTUDIO_ROUTES,
  ...OFF_AIR_ROUTES,
  ...DIFUSION_ROUTES,
  ...REQUESTS_ADMIN_ROUTES,
  ...MIC_ROUTES,
  ...STATION_ID_ROUTES,
  ...USERS_ROUTES,
  ...LIBRARY_ROUTES,
  ...PROGRAMMING_ROUTES,
  ...BROADCAST_ROUTES,
  ...ARCHIVE_ROUTES,
  ...REPORTS_ROUTES,
  ...CORE_ROUTES,
  ...MUSIC_ROUTES,
  ...STANDBY_ROUTES,
  'admin.overview': route('admin.overview', { access: 'admin', response: adminOverviewSchema }),
  'admin.backup': route('admin.backup', { access: 'admin', response: backupStagedSchema }),
  'admin.backupDownload': route('admin.backupDownload', {
    access: 'admin',
    params: backupTokenParamSchema,
    response: 'file',
  }),
  'admin.backupEncryption': route('admin.backupEncryption', { access: 'admin', response: backupEncryptionSchema }),
  'enquiries.list': route('enquiries.list', {
    access: 'admin',
    query: enquiryFilterSchema,
    response: z.array(enquiryRecordSchema),
  }),
  'enquiries.csv': route('enquiries.csv', { access: 'admin', query: enquiryFilterSchema, response: 'file' }),
  'enquiries.update': route('enquiries.update', {
    access: 'admin',
    params: id,
    body: enquiryStatusInputSchema,
    response: enquiryRecordSchema,
  }),
  'enquiries.delete': route('enquiries.delete', { access: 'admin', params: id, response: 'empty' }),
  'health.alerts': route('health.alerts', {
    access: 'admin',
    query: alertFilterSchema,
    response: z.array(alertSchema),
  }),
  'health.settings': route('health.settings', { access: 'admin', response: healthSettingsViewSchema }),
  'health.updateSettings': route('health.updateSettings', {
    access: 'admin',
    body: healthSettingsInputSchema,
    response: healthSettingsViewSchema,
  }),
  'health.metricsToken': route('health.metricsToken', { access: 'admin', response: healthSettingsViewSchema }),
  'health.silentTracks': route('health.silentTracks', { access: 'admin', response: z.array(silentTrackSchema) }),
  'health.restoreTrack': route('health.restoreTrack', { access: 'admin', params: id, response: 'empty' }),
  // This table itself, for scripts and integrators (public: it holds no data, only the shapes).
  'api.openapi': route('api.openapi', { access: 'public', response: openApiDocumentSchema }),
} as const;
