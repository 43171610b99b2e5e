import { Router } from 'express';
import { PROGRAMMING } from '../../../../../shared/station/station-rules';
import {
  type EnquiryRecord,
  type EnquiryStatus,
  enquiryFilterSchema,
  enquiryStatusInputSchema,
} from '../../../../../shared/schemas/admin/admin';
import { idParamSchema } from '../../../../../shared/schemas/common/common';
import type { StationContext } from '../../../core/context';
import { wallTime } from '../../../../../shared/station/station-time';
import { notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';
import { enquiriesCsv, enquiriesCsvName } from './enquiries-csv';

const ENQUIRY_NOT_FOUND = 'La consulta no existe.';
const STATUS_DONE: Record<EnquiryStatus, string> = {
  new: 'reabierta',
  handled: 'marcada como atendida',
  archived: 'archivada',
};

const describe = (e: EnquiryRecord) => `Consulta de ${e.name} (${e.company})`;

/** The enquiries inbox: list, mark handled/reopen/archive, delete, and export as CSV. */
export function adminEnquiryRoutes({ repos, config, clock }: StationContext): Router {
  const router = Router();
  const timeZone = config.timezone ?? PROGRAMMING.defaultTimezone;

  const found = (params: unknown): EnquiryRecord => {
    const enquiry = repos.enquiries.get(parse(idParamSchema, params).id);
    if (!enquiry) throw notFound(ENQUIRY_NOT_FOUND);
    return enquiry;
  };

  router.get('/admin/enquiries', requireAdmin, (req, res) => {
    const { status } = parse(enquiryFilterSchema, req.query);
    res.json(repos.enquiries.list(status ?? 'open'));
  });

  router.get('/admin/enquiries.csv', requireAdmin, (req, res) => {
    const { status } = parse(enquiryFilterSchema, req.query);
    const today = wallTime(clock.now(), timeZone).date;
    res.type('text/csv; charset=utf-8').set('Content-Disposition', `attachment; filename="${enquiriesCsvName(today)}"`);
    res.send(enquiriesCsv(repos.enquiries.list(status ?? 'all')));
  });

  router.patch('/admin/enquiries/:id', requireAdmin, (req, res) => {
    const enquiry = found(req.params);
    const { status } = parse(enquiryStatusInputSchema, req.body ?? {});
    // The change and its audit entry land together or not at all.
    repos.transaction(() => {
      repos.enquiries.setStatus(enquiry.id, status);
      repos.audit.record(actor(res), 'enquiry.status', `${describe(enquiry)} ${STATUS_DONE[status]}`);
    })();
    res.json(repos.enquiries.get(enquiry.id));
  });

  router.delete('/admin/enquiries/:id', requireAdmin, (req, res) => {
    const enquiry = found(req.params);
    repos.transaction(() => {
      repos.enquiries.remove(enquiry.id);
      repos.audit.record(actor(res), 'enquiry.delete', `${describe(enquiry)} eliminada`);
    })();
    res.status(204).end();
  });

  return router;
}
