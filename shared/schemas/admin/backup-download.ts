import { z } from 'zod';

/** POST /api/admin/backup: a snapshot is staged; its archive is fetched once from `downloadUrl`. */
export const backupStagedSchema = z.object({ downloadUrl: z.string(), expiresAt: z.string() });
export type BackupStaged = z.infer<typeof backupStagedSchema>;

/** The one-time token in GET /api/admin/backup/:token (32 random bytes, base64url). */
export const backupTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'El enlace de descarga no es válido.' }),
});
