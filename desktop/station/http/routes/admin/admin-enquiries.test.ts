import { beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryRecord } from '../../../../../shared/schemas/admin/admin';
import { adminSuite, nonAdminCookie } from '../../../../../testing/station/admin-helpers';
import { apiClient } from '../../../../../testing/station/api-client';

const suite = adminSuite();
const list = (status?: 'new' | 'handled' | 'archived' | 'all') =>
  suite.client.call('enquiries.list', { query: status ? { status } : {} }) as Promise<EnquiryRecord[]>;
const patch = (id: number, body: unknown) => suite.client.sendInvalid('enquiries.update', { params: { id }, body });

let ana: number;
let pau: number;
beforeAll(() => {
  const { enquiries } = suite.station.context.repos;
  ana = enquiries.create({
    name: 'Ana Vidal',
    company: 'Forn Ana, S.L.',
    email: 'ana@example.org',
    phone: '972 000 001',
    message: 'Queremos anunciar el pan, el vino y el aceite.',
  });
  pau = enquiries.create({
    name: 'Pau Roca',
    company: 'Bar Pau',
    email: 'pau@example.org',
    phone: '972 000 002',
    message: '=HYPERLINK("http://evil.example","pulsa")',
  });
});

describe('enquiries inbox access', () => {
  it.each([
    ['enquiries.list', {}],
    ['enquiries.csv', {}],
    ['enquiries.update', { params: { id: 1 }, body: { status: 'archived' } }],
    ['enquiries.delete', { params: { id: 1 } }],
  ] as const)('%s answers 401 without a session and 403 to a non-admin, changing nothing', async (name, args) => {
    const before = suite.station.context.repos.enquiries.list();
    const anonymous = await suite.client.as(undefined).sendInvalid(name, args);
    expect(anonymous.status).toBe(401);
    const editor = apiClient(suite.station, await nonAdminCookie(suite.station, `editor-${name}`));
    const refused = await editor.sendInvalid(name, args);
    expect(refused.status).toBe(403);
    expect(suite.station.context.repos.enquiries.list()).toEqual(before);
  });
});

describe('enquiry status', () => {
  it('lists new enquiries newest first with their status', async () => {
    const all = await list();
    expect(all.map((e) => e.id)).toEqual([pau, ana]);
    expect(all[1]).toMatchObject({ name: 'Ana Vidal', status: 'new', handledAt: null });
  });

  it('marks an enquiry handled, stamps the time, audits it, and reopens it', async () => {
    const res = await patch(ana, { status: 'handled' });
    expect(res.status).toBe(200);
    const handled = res.data!;
    expect(handled).toMatchObject({
      id: ana,
      status: 'handled',
      handledAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(suite.station.context.repos.audit.recent(1)[0]).toMatchObject({
      action: 'enquiry.status',
      detail: 'Consulta de Ana Vidal (Forn Ana, S.L.) marcada como atendida',
    });
    expect((await list('handled')).map((e) => e.id)).toEqual([ana]);
    expect((await list('new')).map((e) => e.id)).toEqual([pau]);

    const reopened = (await patch(ana, { status: 'new' })).data!;
    expect(reopened).toMatchObject({ status: 'new', handledAt: null });
    expect(suite.station.context.repos.audit.recent(1)[0]).toMatchObject({
      action: 'enquiry.status',
      detail: expect.stringContaining('reabierta'),
    });
  });

  it('hides archived enquiries by default and shows them under ?status=archived and all', async () => {
    expect((await patch(pau, { status: 'archived' })).status).toBe(200);
    expect((await list()).map((e) => e.id)).toEqual([ana]);
    expect((await list('archived')).map((e) => e.id)).toEqual([pau]);
    expect((await list('all')).map((e) => e.id)).toEqual([pau, ana]);
  });

  it.each([
    [{ status: 'done' }, 'status'],
    [{}, 'status'],
    [{ status: 3 }, 'status'],
  ])('rejects %j with a 400 naming the field and changes nothing', async (body, field) => {
    const before = suite.station.context.repos.enquiries.get(ana);
    const auditBefore = suite.station.context.repos.audit.recent(1);
    const res = await patch(ana, body);
    expect(res.status).toBe(400);
    const error = res.error!;
    expect(error.field).toBe(field);
    expect(error.message).toMatch(/estado/i);
    expect(suite.station.context.repos.enquiries.get(ana)).toEqual(before);
    expect(suite.station.context.repos.audit.recent(1)).toEqual(auditBefore);
  });

  it('rejects an unknown filter with a 400 naming status', async () => {
    const res = await suite.client.sendInvalid('enquiries.list', { query: { status: 'borradas' } });
    expect(res.status).toBe(400);
    expect(res.error?.field).toBe('status');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await patch(999_999, { status: 'handled' })).status).toBe(404);
    expect((await suite.client.send('enquiries.delete', { params: { id: 999999 } })).status).toBe(404);
    const bad = await suite.client.send('enquiries.update', { params: { id: 'abc' }, body: { status: 'handled' } });
    expect(bad.status).toBe(400);
    expect(bad.error?.field).toBe('id');
  });
});

describe('enquiries CSV', () => {
  it('exports every enquiry as an attachment with Spanish headers, quoting commas and defusing formulas', async () => {
    // The bytes as downloaded: a text read would drop the BOM this test checks.
    const res = await suite.client.follow(suite.client.url('enquiries.csv'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="consultas-\d{4}-\d\d-\d\d\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('fecha,nombre,empresa,email,teléfono,mensaje,estado,atendida el');
    // Both: the archived one is in the export unless a filter says otherwise.
    expect(lines).toHaveLength(4);
    expect(text).toContain('"Forn Ana, S.L."');
    expect(text).toContain('"Queremos anunciar el pan, el vino y el aceite."');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""pulsa"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('filters by ?status=', async () => {
    const text = (await suite.client.send('enquiries.csv', { query: { status: 'archived' } })).text;
    expect(text).toContain('Pau Roca');
    expect(text).not.toContain('Ana Vidal');
  });
});

describe('deleting an enquiry', () => {
  it('answers 204, audits it, and the enquiry is gone (404 after)', async () => {
    const res = await suite.client.send('enquiries.delete', { params: { id: pau } });
    expect(res.status).toBe(204);
    expect(suite.station.context.repos.audit.recent(1)[0]).toMatchObject({
      action: 'enquiry.delete',
      detail: 'Consulta de Pau Roca (Bar Pau) eliminada',
    });
    expect((await list('all')).map((e) => e.id)).toEqual([ana]);
    expect((await suite.client.send('enquiries.delete', { params: { id: pau } })).status).toBe(404);
    expect((await patch(pau, { status: 'new' })).status).toBe(404);
  });
});
