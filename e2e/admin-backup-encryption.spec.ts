import { logInAsAdmin } from './api';
import { expect, test } from './fixtures';

// The e2e station runs without EMISORA_BACKUP_PASSPHRASE: its archives would hold the stream key in clear.
test('Configuración → Copia de seguridad warns that an unencrypted archive holds the station’s secrets', async ({
  page,
}) => {
  await logInAsAdmin(page.request);
  await page.goto('/admin/dashboard?section=configuracion');
  const card = page.getByRole('region', { name: 'Copia de seguridad' });
  const note = card.getByRole('note');
  await expect(note).toContainText('La copia no está cifrada.');
  await expect(note).toContainText('la clave de emisión, el token de métricas');
  await expect(note).toContainText('EMISORA_BACKUP_PASSPHRASE');
});
