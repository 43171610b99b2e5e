import { stringify } from 'csv-stringify/sync';
import type { EnquiryRecord, EnquiryStatus } from '../../../../shared/schemas/admin';

export const enquiriesCsvName = (date: string) => `consultas-${date}.csv`;

const STATUS_ES: Record<EnquiryStatus, string> = { new: 'nueva', handled: 'atendida', archived: 'archivada' };

/**
 * The inbox as a spreadsheet for the sales team. The BOM makes Excel read the accents as UTF-8; the messages are
 * typed by anyone on the internet, so a leading = + - @ must not become a spreadsheet formula.
 */
export function enquiriesCsv(enquiries: readonly EnquiryRecord[]): string {
  const rows = enquiries.map((e) => [e.createdAt, e.name, e.company, e.email, e.phone, e.message, STATUS_ES[e.status], e.handledAt ?? '']);
  return stringify(rows, {
    bom: true,
    escape_formulas: true,
    header: true,
    columns: ['fecha', 'nombre', 'empresa', 'email', 'teléfono', 'mensaje', 'estado', 'atendida el'],
    record_delimiter: 'windows',
  });
}
