import type { EnquiryRecord, EnquiryStatus } from '../../../../../shared/schemas/admin/admin';
import { spreadsheetCsv } from '../../route-helpers/spreadsheet-csv';

export const enquiriesCsvName = (date: string) => `consultas-${date}.csv`;

const STATUS_ES: Record<EnquiryStatus, string> = { new: 'nueva', handled: 'atendida', archived: 'archivada' };

/** The inbox as a spreadsheet for the sales team. */
export function enquiriesCsv(enquiries: readonly EnquiryRecord[]): string {
  const rows = enquiries.map((e) => [
    e.createdAt,
    e.name,
    e.company,
    e.email,
    e.phone,
    e.message,
    STATUS_ES[e.status],
    e.handledAt ?? '',
  ]);
  return spreadsheetCsv(['fecha', 'nombre', 'empresa', 'email', 'teléfono', 'mensaje', 'estado', 'atendida el'], rows);
}
