import { backupStagedSchema } from '../../shared/schemas/admin/backup-download';
import type { AdminSuite } from './admin-helpers';

/** What the backup screen does: stage a snapshot (POST), then fetch its one-time download URL. */
export async function downloadBackup(api: AdminSuite['api']): Promise<Response> {
  const staged = await api('/api/admin/backup', { method: 'POST' });
  if (staged.status !== 201) return staged;
  const { downloadUrl } = backupStagedSchema.parse(await staged.json());
  return api(downloadUrl);
}
