import { Router } from 'express';
import { PROGRAMMING } from '../../../../../shared/station/station-rules';
import type { EnquiryRecord, EnquiryStatus } from '../../../../../shared/schemas/admin/admin';
import type { StationContext } from '../../../core/context';
import { wallTime } from '../../../../../shared/station/station-time';
import { notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { enquiriesCsv, enquiriesCsvName } from './enquiries-csv';
import { handle } from '../../route-helpers/handle';

const ENQUIRY_NOT_FOUND = 'La consulta no existe.';
const STATUS_DONE: Record<EnquiryStatus, string> = {
  new: 'reabierta',
  handled: 'marcada como atendida',
  archived: 'archivada',
};

const describe = (e: EnquiryRecord) => `Consulta de ${e.name} (${e.company})`;

/** The enquiries inbox: list, mark handled/reopen/archive, delete, and export as CSV. */
export function adminEnquiryRoutes({
  repos,
  config,
  clock,
}: Pick<StationContext, 'clock' | 'config' | 'repos'>): Router {
  const router = Router();
  const timeZone = config.timezone ?? PROGRAMMING.defaultTimezone;

  const found = ({ id }: { id: number }): EnquiryRecord => {
    const enquiry = repos.enquiries.get(id);
    if (!enquiry) throw notFound(ENQUIRY_NOT_FOUND);
    return enquiry;
  };

  handle(router, 'enquiries.list', requireAdmin, ({ query: { status }, res }) => {
    res.json(repos.enquiries.list(status ?? 'open'));
  });

  handle(router, 'enquiries.csv', requireAdmin, ({ query: { status }, res }) => {
    const today = wallTime(clock.now(), timeZone).date;
    res.type('text/csv; charset=utf-8').set('Content-Disposition', `attachment; filename="${enquiriesCsvName(today)}"`);
    res.send(enquiriesCsv(repos.enquiries.list(status ?? 'all')));
  });

  handle(router, 'enquiries.update', requireAdmin, ({ params, body, res }) => {
    const enquiry = found(params);
    const { status } = body;
    // The change and its audit entry land together or not at all.
    repos.transaction(() => {
      repos.enquiries.setStatus(enquiry.id, status);
      repos.audit.record(actor(res), 'enquiry.status', `${describe(enquiry)} ${STATUS_DONE[status]}`);
    })();
    res.json(repos.enquiries.get(enquiry.id));
  });

  handle(router, 'enquiries.delete', requireAdmin, ({ params, res }) => {
    const enquiry = found(params);
    repos.transaction(() => {
      repos.enquiries.remove(enquiry.id);
      repos.audit.record(actor(res), 'enquiry.delete', `${describe(enquiry)} eliminada`);
    })();
    res.status(204).end();
  });

  return router;
}
