import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Rows of a report, a chunk at a time (each chunk read synchronously; nothing held between chunks). */
export type RowChunks = Iterable<ReadonlyArray<ReadonlyArray<string | number>>>;

/** Until the output wants more, or is gone (a client that left never drains). */
export function drained(out: Writable): Promise<void> {
  if (out.destroyed || !out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** Lets the event loop run between chunks so the air (one thread with this) never waits on a long export. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A CSV that Excel and LibreOffice open as the admin expects (BOM, Windows line ends, leading = + - @ escaped, as
 * spreadsheet-csv.ts does), streamed with backpressure: a slow client holds one chunk, not the month.
 */
export async function streamCsv(
  columns: readonly string[],
  chunks: RowChunks,
  out: Writable,
  delimiter = ',',
): Promise<void> {
  // Loaded on first use, like the XLSX and PDF writers.
  const { stringify } = await import('csv-stringify');
  const csv = stringify({
    delimiter,
    bom: true,
    escape_formulas: true,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
  });
  csv.pipe(out);
  for (const chunk of chunks) {
    if (out.destroyed) break;
    for (const row of chunk) csv.write(row);
    // The stringifier hands its output to `out` as it goes; waiting on `out` bounds both.
    await drained(out);
    await breathe();
  }
  csv.end();
  if (!out.destroyed && !out.writableFinished) await Promise.race([once(out, 'finish'), once(out, 'close')]);
}

/**
 * An XLSX through exceljs' streaming writer: rows are committed as they come and leave memory (no shared strings,
 * which would keep every text until the end).
 */
export async function streamXlsx(
  sheetName: string,
  columns: readonly string[],
  chunks: RowChunks,
  out: Writable,
): Promise<void> {
  // Loaded on first use: exceljs costs the serving process about 20 MiB from start-up, for a spreadsheet an admin asks for now and then.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = sheet.addRow([...columns]);
  header.font = { bold: true };
  header.commit();
  for (const chunk of chunks) {
    if (out.destroyed) break;
    for (const row of chunk) sheet.addRow([...row]).commit();
    await drained(out);
    await breathe();
  }
  sheet.commit();
  await workbook.commit();
}
