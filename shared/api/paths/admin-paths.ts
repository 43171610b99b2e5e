import { DIFUSION_API_PATHS } from './difusion-paths';
import { ESTUDIO_API_PATHS } from './estudio-paths';
import { OFF_AIR_API_PATHS } from './off-air-paths';
import { REQUESTS_API_PATHS } from './requests-paths';
import { MIC_API_PATHS } from './mic-paths';
import { STATION_ID_API_PATHS } from './station-id-paths';
import { USERS_API_PATHS } from './users-paths';
import { LIBRARY_API_PATHS } from './library-paths';
import { PROGRAMMING_API_PATHS } from './programming-paths';
import { BROADCAST_API_PATHS } from './broadcast-paths';
import { ARCHIVE_API_PATHS } from './archive-paths';
import { REPORTS_API_PATHS } from './reports-paths';
import { CORE_API_PATHS } from './core-paths';
import { MUSIC_API_PATHS } from './music-paths';
import { STANDBY_API_PATHS } from './standby-paths';

/** The admin area's and the studio's routes by name: method and path. The public site never loads them. */
export const ADMIN_API_PATHS = {
  ...ESTUDIO_API_PATHS,
  ...OFF_AIR_API_PATHS,
  ...DIFUSION_API_PATHS,
  ...REQUESTS_API_PATHS,
  ...MIC_API_PATHS,
  ...STATION_ID_API_PATHS,
  ...USERS_API_PATHS,
  ...LIBRARY_API_PATHS,
  ...PROGRAMMING_API_PATHS,
  ...BROADCAST_API_PATHS,
  ...ARCHIVE_API_PATHS,
  ...REPORTS_API_PATHS,
  ...CORE_API_PATHS,
  ...MUSIC_API_PATHS,
  ...STANDBY_API_PATHS,
  'admin.overview': 'GET /admin/overview',
  'admin.backup': 'POST /admin/backup',
  'admin.backupDownload': 'GET /admin/backup/:token',
  'admin.backupEncryption': 'GET /admin/backup/encryption',
  'enquiries.list': 'GET /admin/enquiries',
  'enquiries.csv': 'GET /admin/enquiries.csv',
  'enquiries.update': 'PATCH /admin/enquiries/:id',
  'enquiries.delete': 'DELETE /admin/enquiries/:id',
  'health.alerts': 'GET /alerts',
  'health.settings': 'GET /admin/health/settings',
  'health.updateSettings': 'PUT /admin/health/settings',
  'health.metricsToken': 'POST /admin/health/metrics-token',
  'health.silentTracks': 'GET /admin/health/silent-tracks',
  'health.restoreTrack': 'POST /admin/health/silent-tracks/:id/restore',
  'api.openapi': 'GET /openapi.json',
} as const;
