import { stringify } from 'csv-stringify/sync';

/**
 * A CSV that Excel and LibreOffice open as the admin expects: a BOM so accents read as UTF-8, Windows line ends,
 * and a leading = + - @ escaped, because titles and messages come from uploads and strangers, not from us.
 */
export function spreadsheetCsv(
  columns: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): string {
  return stringify(rows as Array<Array<string | number>>, {
    bom: true,
    escape_formulas: true,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
  });
}
