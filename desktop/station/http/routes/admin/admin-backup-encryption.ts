import { Router } from 'express';
import type { BackupEncryption } from '../../../../../shared/schemas/admin/admin';
import type { StationContext } from '../../../core/context';
import { requireAdmin } from '../../middleware/session';

/** GET /admin/backup/encryption: the backup screen warns when archives would hold the station's secrets in clear. */
export function adminBackupEncryptionRoutes(ctx: StationContext): Router {
  const router = Router();
  router.get('/admin/backup/encryption', requireAdmin, (_req, res) => {
    res.json({ encrypted: Boolean(ctx.config.backupPassphrase) } satisfies BackupEncryption);
  });
  return router;
}
