import { describe, expect, it } from 'vitest';
import type { StreamingSource } from '../../../../../shared/schemas/broadcast/sources';
import { adminSuite } from '../../../../../testing/station/admin-helpers';
import { apiClient } from '../../../../../testing/station/api-client';

const suite = adminSuite();

const createSource = async (name: string, url: string) => suite.client.send('sources.create', { body: { name, url } });

describe('ids in the path', () => {
  // Each of these names an existing row if read with Number(): 0b11 is 3, 0x10 is 16, 1e3 is 1000, ' 1' and '01' are 1.
  it.each(['0b11', '0x10', '1e3', '%201', '01', '-1', '1.0', '0o3', '+1'])(
    'refuses %j with a 400 and touches no row',
    async (id) => {
      const created: StreamingSource[] = [];
      while ((created.at(-1)?.id ?? 0) < 16)
        created.push((await createSource(`Fuente ${created.length}`, '/stream')).data!);
      const before = await apiClient(suite.station).call('streaming.sources');

      const patched = await suite.client.send('sources.update', { params: { id }, body: { name: 'Cambiada' } });
      expect(patched.status).toBe(400);
      expect(patched.error?.field).toBe('id');
      const deleted = await suite.client.send('sources.delete', { params: { id } });
      expect(deleted.status).toBe(400);
      expect((await suite.client.send('tracks.delete', { params: { id } })).status).toBe(400);

      expect(await apiClient(suite.station).call('streaming.sources')).toEqual(before);
    },
  );

  it('still finds a row by its plain id', async () => {
    const source = (await createSource('Normal', '/stream')).data!;
    const res = await suite.client.send('sources.update', { params: { id: source.id }, body: { name: 'Renombrada' } });
    expect(res.status).toBe(200);
    expect(res.data!).toMatchObject({ id: source.id, name: 'Renombrada' });
  });
});

describe('source URLs', () => {
  it.each(['//evil.example/x', '///evil.example/x', 'javascript:alert(1)', 'ftp://evil.example/x'])(
    'refuses %j on create and on edit',
    async (url) => {
      const created = await createSource('Ajena', url);
      expect(created.status).toBe(400);
      expect(created.error?.field).toBe('url');
      const source = (await createSource('Propia', '/stream')).data!;
      const edited = await suite.client.send('sources.update', { params: { id: source.id }, body: { url } });
      expect(edited.status).toBe(400);
      const listed = await apiClient(suite.station).call('streaming.sources');
      expect(listed.map((s) => s.url)).not.toContain(url);
    },
  );
});
