import { parse as parseCsv } from 'csv-parse/sync';
import { apiUrl, queryOf } from '../../../../../testing/station/api-client';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewAsRun } from '../../../repos/reports/as-run';
import { adminSuite } from '../../../../../testing/station/admin-helpers';

const suite = adminSuite();
// The fourth quarter of 2026 in station time (CEST until 25 October, CET after).
const QUARTER = `from=${encodeURIComponent('2026-10-01T00:00:00+02:00')}&to=${encodeURIComponent('2027-01-01T00:00:00+01:00')}`;

const aired = (startedAt: string, seconds: number, fields: Partial<NewAsRun>) => {
  const { asRun } = suite.station.context.repos;
  const id = asRun.open({
    startedAt,
    kind: 'music',
    trackId: null,
    title: '',
    artist: '',
    album: null,
    show: null,
    presenter: null,
    campaignId: null,
    campaign: null,
    ...fields,
  });
  asRun.close(id, new Date(Date.parse(startedAt) + seconds * 1000).toISOString(), seconds);
};

const csvRows = async (res: Response, delimiter = ',') =>
  parseCsv(
    Buffer.from(await res.arrayBuffer())
      .subarray(3)
      .toString('utf8'),
    { columns: true, delimiter },
  ) as Array<Record<string, string>>;

beforeAll(() => {
  const habanera = { title: 'Habanera', artist: 'Coral del Port', isrc: 'ESA1B2600001', composers: 'Ana Pérez' };
  aired('2026-10-02T08:00:00.000Z', 200, { ...habanera, trackId: 7 });
  // The same recording under another library entry: one work, by its ISRC.
  aired('2026-11-15T19:30:00.000Z', 199.6, { ...habanera, trackId: 9, rights: 'licensed' });
  aired('2026-12-31T22:59:00.000Z', 180, { title: 'Sense ISRC', artist: 'Duo', trackId: 12 });
  // What a live show's own metadata said aired counts; the live show itself and the station's own material do not.
  aired('2026-11-20T18:05:00.000Z', 240, { kind: 'live', title: 'Bella ciao', artist: 'La banda del moll' });
  aired('2026-11-20T18:00:00.000Z', 3600, { kind: 'live', title: 'La tarde', artist: 'Ràdio Portbou' });
  aired('2026-11-20T17:59:00.000Z', 10, { kind: 'jingle', title: 'Cortinilla' });
  aired('2026-11-20T17:58:00.000Z', 20, { kind: 'spot', title: 'Ferretería' });
  // A syndicated programme that aired counts under its episode and feed; one whose slot it missed does not.
  const network = { kind: 'syndicated' as const, artist: 'Red de Emisoras', feed: 'Red de Emisoras' };
  aired('2026-11-21T10:00:00.000Z', 1800, { ...network, title: 'Informativo semanal', trackId: 20 });
  aired('2026-11-28T10:00:00.000Z', 0, { ...network, title: 'Informativo perdido', standIn: 'No emitido: x.' });
  // Outside the quarter (2027-01-01 00:30 in Madrid).
  aired('2026-12-31T23:30:00.000Z', 180, { title: 'Año nuevo', artist: 'Duo', trackId: 13 });
});

describe('music-use report', () => {
  it('has one row per work with plays, seconds, first and last airing and the rights fields', async () => {
    const res = await suite.client.follow(apiUrl('reports.musicUseCsv', { query: queryOf(QUARTER) }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('uso-musica_2026-10-01_0000-2027-01-01_0000.csv');
    const rows = await csvRows(res);
    expect(rows.map((row) => row.título)).toEqual(['Habanera', 'Bella ciao', 'Informativo semanal', 'Sense ISRC']);
    expect(rows[2]).toMatchObject({ intérprete: 'Red de Emisoras', segundos: '1800' });
    expect(rows[0]).toMatchObject({
      intérprete: 'Coral del Port',
      ISRC: 'ESA1B2600001',
      compositores: 'Ana Pérez',
      derechos: 'Con derechos',
      emisiones: '2',
      segundos: '400',
      'primera emisión': '2026-10-02 10:00:00',
      'última emisión': '2026-11-15 20:30:00',
    });
    expect(rows[3]?.['última emisión']).toBe('2026-12-31 23:59:00');
  });

  it('follows a saved mapping: the society’s headers, order and delimiter, in CSV and XLSX', async () => {
    const created = await suite.client.send('reports.createMapping', {
      body: {
        name: 'SGAE',
        delimiter: ';',
        columns: [
          { header: 'CODIGO ISRC', field: 'isrc' },
          { header: 'TITULO OBRA', field: 'title' },
          { header: 'AUTORES', field: 'composers' },
          { header: 'N PASES', field: 'plays' },
          { header: 'DURACION TOTAL', field: 'seconds' },
        ],
      },
    });
    expect(created.status).toBe(201);
    const mapping = created.data!;
    const res = await suite.client.follow(
      apiUrl('reports.musicUseCsv', { query: { ...queryOf(QUARTER), mapping: mapping.id } }),
    );
    const text = Buffer.from(await res.arrayBuffer())
      .subarray(3)
      .toString('utf8');
    expect(text.split('\r\n')[0]).toBe('CODIGO ISRC;TITULO OBRA;AUTORES;N PASES;DURACION TOTAL');
    expect(text.split('\r\n')[1]).toBe('ESA1B2600001;Habanera;Ana Pérez;2;400');

    const xlsx = await suite.client.follow(
      apiUrl('reports.musicUseXlsx', { query: { ...queryOf(QUARTER), mapping: mapping.id } }),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'CODIGO ISRC',
      'TITULO OBRA',
      'AUTORES',
      'N PASES',
      'DURACION TOTAL',
    ]);
    expect(sheet.getRow(2).getCell(4).value).toBe(2);
    expect((await suite.client.call('reports.mappings')).map((m) => m.name)).toEqual(['SGAE']);
  });

  it('refuses a bad mapping with a clear 4xx and keeps the saved ones', async () => {
    const bad = await suite.client.sendInvalid('reports.createMapping', {
      body: { name: 'Otra', columns: [{ header: 'X', field: 'password' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toContain('Campo no válido');
    const twice = await suite.client.send('reports.createMapping', {
      body: { name: 'SGAE', columns: [{ header: 'X', field: 'title' }] },
    });
    expect(twice.status).toBe(409);
    expect(twice.error?.message).toBe('Ya hay una plantilla con ese nombre.');
    expect(
      (await suite.client.send('reports.musicUseCsv', { query: { ...queryOf(QUARTER), mapping: 999 } })).status,
    ).toBe(404);
  });
});
