import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewAsRun } from '../../../repos/reports/as-run';
import { adminSuite, nonAdminCookie } from '../../../../../testing/station/admin-helpers';
import { apiClient, apiUrl, queryOf } from '../../../../../testing/station/api-client';

const suite = adminSuite();

// 2026-11-24 18:00 in Madrid (CET, UTC+1) is 17:00 UTC.
const HOUR = { from: '2026-11-24T18:00:00+01:00', to: '2026-11-24T19:00:00+01:00' };
const window = (w = HOUR) => `from=${encodeURIComponent(w.from)}&to=${encodeURIComponent(w.to)}`;
const asRun = (more: { kind?: 'spot'; q?: string; limit?: number; offset?: number } = {}) =>
  suite.client.call('reports.asRun', { query: { ...HOUR, ...more } });
/** An export of the hour, opened as the browser downloads it. */
const download = (name: 'reports.asRunCsv' | 'reports.asRunXlsx' | 'reports.asRunPdf') =>
  suite.client.follow(apiUrl(name, { query: HOUR }));

const row = (startedAt: string, fields: Partial<NewAsRun> = {}): NewAsRun => ({
  startedAt,
  kind: 'music',
  trackId: null,
  title: 'Canción',
  artist: 'Grupo',
  album: null,
  show: 'La tarde',
  presenter: 'Núria Vidal',
  campaignId: null,
  campaign: null,
  ...fields,
});

beforeAll(() => {
  const { asRun } = suite.station.context.repos;
  const add = (item: NewAsRun, seconds: number) => {
    const id = asRun.open(item);
    asRun.close(id, new Date(Date.parse(item.startedAt) + seconds * 1000).toISOString(), seconds);
  };
  add(row('2026-11-24T16:59:00.000Z', { title: 'Antes de la hora' }), 60);
  add(
    row('2026-11-24T17:00:00.000Z', {
      title: 'Mar de fons',
      artist: 'Els Pescadors',
      isrc: 'ESA1B2600001',
      composers: 'Ana Pérez',
      label: 'Segell Sud',
      rights: 'licensed',
    }),
    215.4,
  );
  add(
    row('2026-11-24T17:03:35.400Z', {
      kind: 'spot',
      title: 'Ferretería Costa',
      campaign: 'Ferretería · Otoño',
      campaignId: 4,
    }),
    20,
  );
  add(row('2026-11-24T17:03:55.400Z', { kind: 'jingle', title: '=HYPERLINK("x")' }), 5);
  for (let i = 0; i < 30; i++)
    add(row(new Date(Date.parse('2026-11-24T17:04:00.400Z') + i * 60_000).toISOString(), { title: `Tema ${i}` }), 60);
  add(row('2026-11-24T18:00:00.000Z', { title: 'Después de la hora' }), 60);
});

describe('GET /api/reports/as-run', () => {
  it('answers a page of the window in running order, with its total, in the station zone', async () => {
    const page = await asRun({ limit: 3 });
    expect(page.total).toBe(33);
    expect(page.timezone).toBe('Europe/Madrid');
    expect(page.items.map((item) => item.title)).toEqual(['Mar de fons', 'Ferretería Costa', '=HYPERLINK("x")']);
    expect(page.items[0]).toMatchObject({
      seconds: 215.4,
      isrc: 'ESA1B2600001',
      rights: 'licensed',
      presenter: 'Núria Vidal',
    });
    const next = await asRun({ limit: 3, offset: 3 });
    expect(next.items[0]?.title).toBe('Tema 0');
  });

  it('filters by kind and by text', async () => {
    const spots = await asRun({ kind: 'spot' });
    expect(spots.items.map((item) => item.campaign)).toEqual(['Ferretería · Otoño']);
    const found = await asRun({ q: 'pescadors' });
    expect(found.items.map((item) => item.title)).toEqual(['Mar de fons']);
    // LIKE's wildcards are plain text in a search.
    expect((await asRun({ q: '%' })).total).toBe(0);
  });

  it.each([
    ['from=ayer&to=hoy', 'from'],
    [window({ from: HOUR.to, to: HOUR.from }), 'to'],
    [window({ from: '2025-01-01T00:00:00Z', to: '2026-03-01T00:00:00Z' }), 'to'],
    [`${window()}&kind=podcast`, 'kind'],
    [`${window()}&limit=5000`, 'limit'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await suite.client.sendInvalid('reports.asRun', { query: queryOf(query) });
    expect(res.status).toBe(400);
    expect(res.error?.field).toBe(field);
  });

  it('is for admins only, every format', async () => {
    const editor = apiClient(suite.station, await nonAdminCookie(suite.station));
    const anonymous = apiClient(suite.station);
    const query = HOUR;
    for (const name of ['reports.asRun', 'reports.asRunCsv', 'reports.asRunXlsx', 'reports.asRunPdf'] as const) {
      expect((await anonymous.send(name, { query })).status).toBe(401);
      expect((await editor.send(name, { query })).status).toBe(403);
    }
  });
});

describe('as-run exports', () => {
  it('CSV: every row of the window in station time, formulas escaped, named after the window', async () => {
    const res = await download('reports.asRunCsv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('registro-emision_2026-11-24_1800-1900.csv');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'), { columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(33);
    expect(rows[0]).toMatchObject({
      fecha: '2026-11-24',
      inicio: '18:00:00',
      fin: '18:03:35',
      segundos: '215',
      tipo: 'Música',
      título: 'Mar de fons',
      ISRC: 'ESA1B2600001',
      compositores: 'Ana Pérez',
      sello: 'Segell Sud',
      derechos: 'Con derechos',
      presentador: 'Núria Vidal',
      'inicio UTC': '2026-11-24T17:00:00.000Z',
    });
    expect(rows[1]).toMatchObject({ tipo: 'Cuña', campaña: 'Ferretería · Otoño' });
    expect(rows[2]?.título).toBe('\'=HYPERLINK("x")');
  });

  it('XLSX: a workbook a spreadsheet opens, with the same rows', async () => {
    const res = await download('reports.asRunXlsx');
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Registro de emisión');
    expect(sheet.rowCount).toBe(34);
    expect(sheet.getRow(1).getCell(6).value).toBe('título');
    expect(sheet.getRow(2).getCell(6).value).toBe('Mar de fons');
    expect(sheet.getRow(2).getCell(2).value).toBe('18:00:00');
  });

  it('PDF: a printable document of the window', async () => {
    const res = await download('reports.asRunPdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    // 33 lines fit on one landscape page.
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});
