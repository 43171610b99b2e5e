import { describe, expect, it } from 'vitest';
import type { StreamingSource } from '../../../../../shared/schemas/broadcast/sources';
import { adminSuite, errorBody, jsonBody } from '../../../../../testing/station/admin-helpers';

const suite = adminSuite();

const createSource = async (name: string, url: string) =>
  suite.api('/api/streaming/sources', { method: 'POST', json: { name, url } });

describe('ids in the path', () => {
  // Each of these names an existing row if read with Number(): 0b11 is 3, 0x10 is 16, 1e3 is 1000, ' 1' and '01' are 1.
  it.each(['0b11', '0x10', '1e3', '%201', '01', '-1', '1.0', '0o3', '+1'])(
    'refuses %j with a 400 and touches no row',
    async (id) => {
      const created: StreamingSource[] = [];
      while ((created.at(-1)?.id ?? 0) < 16)
        created.push(await jsonBody<StreamingSource>(await createSource(`Fuente ${created.length}`, '/stream')));
      const before = await jsonBody<StreamingSource[]>(await suite.station.fetch('/api/streaming/sources'));

      const patched = await suite.api(`/api/streaming/sources/${id}`, { method: 'PATCH', json: { name: 'Cambiada' } });
      expect(patched.status).toBe(400);
      expect((await errorBody(patched)).field).toBe('id');
      const deleted = await suite.api(`/api/streaming/sources/${id}`, { method: 'DELETE' });
      expect(deleted.status).toBe(400);
      expect((await suite.api(`/api/tracks/${id}`, { method: 'DELETE' })).status).toBe(400);

      expect(await jsonBody<StreamingSource[]>(await suite.station.fetch('/api/streaming/sources'))).toEqual(before);
    },
  );

  it('still finds a row by its plain id', async () => {
    const source = await jsonBody<StreamingSource>(await createSource('Normal', '/stream'));
    const res = await suite.api(`/api/streaming/sources/${source.id}`, {
      method: 'PATCH',
      json: { name: 'Renombrada' },
    });
    expect(res.status).toBe(200);
    expect(await jsonBody<StreamingSource>(res)).toMatchObject({ id: source.id, name: 'Renombrada' });
  });
});

describe('source URLs', () => {
  it.each(['//evil.example/x', '///evil.example/x', 'javascript:alert(1)', 'ftp://evil.example/x'])(
    'refuses %j on create and on edit',
    async (url) => {
      const created = await createSource('Ajena', url);
      expect(created.status).toBe(400);
      expect((await errorBody(created)).field).toBe('url');
      const source = await jsonBody<StreamingSource>(await createSource('Propia', '/stream'));
      const edited = await suite.api(`/api/streaming/sources/${source.id}`, { method: 'PATCH', json: { url } });
      expect(edited.status).toBe(400);
      const listed = await jsonBody<StreamingSource[]>(await suite.station.fetch('/api/streaming/sources'));
      expect(listed.map((s) => s.url)).not.toContain(url);
    },
  );
});
