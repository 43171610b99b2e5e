import { Router } from 'express';
import type { BackupEncryption } from '../../../../../shared/schemas/admin/admin';
import type { StationContext } from '../../../core/context';
import { requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

/** GET /admin/backup/encryption: the backup screen warns when archives would hold the station's secrets in clear. */
export function adminBackupEncryptionRoutes(ctx: Pick<StationContext, 'config'>): Router {
  const router = Router();
  handle(router, 'admin.backupEncryption', requireAdmin, ({ res }) => {
    res.json({ encrypted: Boolean(ctx.config.backupPassphrase) } satisfies BackupEncryption);
  });
  return router;
}
