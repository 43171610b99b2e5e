import {
  backupNameParamSchema,
  backupShelfSchema,
  coreRestartSchema,
  restoreInputSchema,
  savedBackupSchema,
  stationTimeZoneInputSchema,
  stationTimeZoneViewSchema,
} from '../../schemas/core/station-core';
import { route } from './define';

/** The station's time zone and its backups: the admins' alone, each change restarting the core. */
export const CORE_ROUTES = {
  'core.timezone': route('core.timezone', { access: 'admin', response: stationTimeZoneViewSchema }),
  'core.setTimezone': route('core.setTimezone', {
    access: 'admin',
    body: stationTimeZoneInputSchema,
    response: coreRestartSchema,
  }),
  'core.backups': route('core.backups', { access: 'admin', response: backupShelfSchema }),
  'core.saveBackup': route('core.saveBackup', { access: 'admin', response: savedBackupSchema }),
  'core.restoreSaved': route('core.restoreSaved', {
    access: 'admin',
    params: backupNameParamSchema,
    body: restoreInputSchema,
    response: coreRestartSchema,
  }),
  'core.restoreUpload': route('core.restoreUpload', {
    access: 'admin',
    upload: restoreInputSchema,
    response: coreRestartSchema,
  }),
} as const;
