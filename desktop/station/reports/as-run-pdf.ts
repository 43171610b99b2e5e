import type { Writable } from 'node:stream';
import { AS_RUN_KIND_LABEL, type AsRunItem } from '../../../shared/schemas/reports/as-run';
import { drained } from './table-exports';
import { stationClock } from './as-run-columns';

// A4 landscape in points; the columns a reader checks on paper (the spreadsheets carry every field).
const COLUMNS: Array<{ label: string; width: number; cell(item: AsRunItem, timeZone: string): string }> = [
  { label: 'Fecha', width: 52, cell: (i, tz) => stationClock(i.startedAt, tz).date },
  { label: 'Inicio', width: 40, cell: (i, tz) => stationClock(i.startedAt, tz).time },
  { label: 'Fin', width: 40, cell: (i, tz) => (i.endedAt ? stationClock(i.endedAt, tz).time : '') },
  { label: 'Seg.', width: 28, cell: (i) => (i.seconds === null ? '' : String(Math.round(i.seconds))) },
  { label: 'Tipo', width: 62, cell: (i) => AS_RUN_KIND_LABEL[i.kind] },
  { label: 'Título', width: 150, cell: (i) => i.title },
  { label: 'Artista', width: 110, cell: (i) => i.artist },
  { label: 'Programa', width: 100, cell: (i) => [i.show, i.presenter].filter(Boolean).join(' · ') },
  { label: 'Campaña', width: 90, cell: (i) => i.campaign ?? '' },
  { label: 'ISRC', width: 70, cell: (i) => i.isrc ?? '' },
];
const MARGIN = 36;
const ROW = 11;

export interface AsRunPdfHeading {
  station: string;
  licence: string;
  window: string;
  timeZone: string;
}

/** The printable running order: a heading per page, one line per item, streamed page by page. */
export async function streamAsRunPdf(
  heading: AsRunPdfHeading,
  chunks: Iterable<AsRunItem[]>,
  out: Writable,
): Promise<void> {
  // Loaded on first use: pdfkit (with its fonts) costs the serving process about 20 MiB from start-up, for a report an admin prints now and then.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: false });
  doc.info.Title = `Registro de emisión · ${heading.station} · ${heading.window}`;
  doc.pipe(out);
  let y = 0;
  const bottom = () => doc.page.height - MARGIN - ROW;
  const line = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7);
    let x = MARGIN;
    COLUMNS.forEach((column, index) => {
      doc.text(cells[index] ?? '', x, y, { width: column.width - 4, height: ROW, lineBreak: false, ellipsis: true });
      x += column.width;
    });
    y += ROW;
  };
  const pageHeading = () => {
    doc.font('Helvetica-Bold').fontSize(11).text(`Registro de emisión · ${heading.station}`, MARGIN, MARGIN);
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`${heading.licence} · ${heading.window} (hora de ${heading.timeZone})`, MARGIN, MARGIN + 14);
    y = MARGIN + 32;
    line(
      COLUMNS.map((c) => c.label),
      true,
    );
  };
  pageHeading();
  let rows = 0;
  for (const chunk of chunks) {
    if (out.destroyed) break;
    for (const item of chunk) {
      if (y > bottom()) {
        doc.addPage();
        pageHeading();
      }
      line(COLUMNS.map((column) => column.cell(item, heading.timeZone)));
      rows++;
    }
    await drained(out);
  }
  if (rows === 0) doc.font('Helvetica').fontSize(8).text('Nada emitido en este periodo.', MARGIN, y);
  const finished = new Promise<void>((resolve) => out.once('finish', resolve).once('close', resolve));
  doc.end();
  await finished;
}
