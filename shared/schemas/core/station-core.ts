import { z } from 'zod';
import { isTimeZone } from '../../station/station-time';

/**
 * What only a start of the station's core reads, changed from Configuración: its time zone and a backup restored
 * over its data. Each answer that restarts the core says so; the page then waits for /api/health's startedAt to move.
 */

/** GET /api/admin/timezone: the zone the station runs in, and who decided it. */
export const stationTimeZoneViewSchema = z.object({
  timezone: z.string(),
  /** operator: --timezone or EMISORA_TIMEZONE (the admin cannot change it); admin: chosen here; default: Europe/Madrid. */
  chosenBy: z.enum(['operator', 'admin', 'default']),
  /** The flag or variable that fixes it, when the operator gave one. */
  fixedBy: z.string().nullable(),
});
export type StationTimeZoneView = z.infer<typeof stationTimeZoneViewSchema>;

/** PUT /api/admin/timezone */
export const stationTimeZoneInputSchema = z
  .object({
    timezone: z
      .string({ error: 'Elige una zona horaria.' })
      .refine(isTimeZone, 'Zona horaria no válida: elige una de la lista (p. ej. Europe/Madrid).'),
  })
  .strict();

/** The answer of a change the core applies when it starts again. */
export const coreRestartSchema = z.object({
  /** True: the station is restarting now (a few seconds without broadcast). */
  restarting: z.boolean(),
  message: z.string(),
});
export type CoreRestart = z.infer<typeof coreRestartSchema>;

/** The station's kept backups: made here (emisora-copia-…) or uploaded to be restored (emisora-subida-…). */
export const SAVED_BACKUP_NAME = /^emisora-(?:copia|subida)-\d{4}-\d{2}-\d{2}-\d{4}(?:-\d{1,3})?\.tar\.gz(?:\.age)?$/;

export const savedBackupSchema = z.object({
  name: z.string(),
  size: z.number().int().nonnegative(),
  /** When the file was written (ISO). */
  savedAt: z.string(),
  /** An age file: restoring it needs the passphrase it was made with. */
  encrypted: z.boolean(),
});
export type SavedBackup = z.infer<typeof savedBackupSchema>;

/** GET /api/admin/backups */
export const backupShelfSchema = z.object({
  /** The folder on the station's computer where they are kept (beside the data folder). */
  folder: z.string(),
  backups: z.array(savedBackupSchema),
});
export type BackupShelf = z.infer<typeof backupShelfSchema>;

export const backupNameParamSchema = z.object({
  name: z.string().regex(SAVED_BACKUP_NAME, 'Esa copia no está en la lista de la emisora.'),
});

/** The passphrase of an encrypted backup (JSON for a kept one, a form field beside an uploaded one). */
export const restoreInputSchema = z
  .object({ passphrase: z.string().max(1024, 'La contraseña es demasiado larga.').optional() })
  .strict();
