import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminSuite, nonAdminCookie } from '../../../../../testing/station/admin-helpers';
import { waitFor } from '../../../../../testing/station/test-audio';
import { apiClient } from '../../../../../testing/station/api-client';

const suite = adminSuite();
const tmpFiles = () => fs.readdirSync(suite.station.context.media.tmpDir);
const stage = async () => {
  const res = await suite.client.send('admin.backup');
  expect(res.status).toBe(201);
  return res.data!;
};

describe('backup download: staging is a POST, the download a one-time GET', () => {
  it('GET /api/admin/backup, as an <img> or a link on any site would send it, stages and sends nothing', async () => {
    for (const site of [undefined, 'cross-site', 'same-origin']) {
      // Literal URL: a GET where the table has only the POST, as a link or an <img> on another site sends it.
      const res = await suite.api('/api/admin/backup', { headers: site ? { 'Sec-Fetch-Site': site } : {} });
      expect(res.status).not.toBe(200);
      expect(res.headers.get('content-type')).not.toBe('application/gzip');
    }
    expect(tmpFiles()).toEqual([]);
    // Nor is the backup lock held: staging works at once.
    await stage();
  });

  it('refuses staging from another site', async () => {
    const res = await suite.client.send('admin.backup', { headers: { 'Sec-Fetch-Site': 'same-site' } });
    expect(res.status).toBe(403);
  });

  it('downloads a staged snapshot once, only same-origin, only for the admin who staged it', async () => {
    const { downloadUrl, expiresAt } = await stage();
    expect(downloadUrl).toMatch(/^\/api\/admin\/backup\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    expect(tmpFiles()).toHaveLength(1);

    // A link followed from another site is refused and does not use the token up.
    const crossSite = await suite.client.follow(downloadUrl, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect((await suite.station.fetch(downloadUrl)).status).toBe(401);
    const other = apiClient(suite.station, await nonAdminCookie(suite.station, 'locutor-copia'));
    expect((await other.follow(downloadUrl)).status).toBe(403);
    const wrong = await suite.client.send('admin.backupDownload', { params: { token: 'A'.repeat(43) } });
    expect(wrong.status).toBe(404);
    expect(wrong.error?.message).toBe(
      'Esta copia ya se descargó o caducó. Pulsa de nuevo «Descargar copia de seguridad».',
    );
    expect((await suite.client.send('admin.backupDownload', { params: { token: 'x' } })).status).toBe(400);

    const res = await suite.client.follow(downloadUrl, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    const body = Buffer.from(await res.arrayBuffer());
    expect([...body.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    await waitFor('staged copy removed', () => tmpFiles().length === 0, 5_000);
    expect((await suite.client.follow(downloadUrl)).status).toBe(404);
  });

  it('a new staging replaces one never downloaded', async () => {
    const first = await stage();
    const second = await stage();
    expect(tmpFiles()).toHaveLength(1);
    expect((await suite.client.follow(first.downloadUrl)).status).toBe(404);
    const res = await suite.client.follow(second.downloadUrl);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    await waitFor('staged copy removed', () => tmpFiles().length === 0, 5_000);
  });
});
