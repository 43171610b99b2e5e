import { Router } from 'express';
import type { AdminOverview, EnquiryRecord } from '../../../../shared/schemas/admin';
import type { StationContext } from '../../context';
import { requireAdmin } from '../session';

const RECENT_ACTIVITY = 20;

/** The dashboard's read-only views: real counts, the audit log, contact-form enquiries. */
export function adminOverviewRoutes({ repos }: StationContext): Router {
  const router = Router();

  router.get('/admin/overview', requireAdmin, (_req, res) => {
    const overview: AdminOverview = {
      counts: { songs: repos.tracks.count(), images: repos.gallery.count(), sources: repos.sources.count(), users: repos.users.count() },
      recentActivity: repos.audit.recent(RECENT_ACTIVITY),
    };
    res.json(overview);
  });

  router.get('/admin/enquiries', requireAdmin, (_req, res) => {
    const enquiries: EnquiryRecord[] = repos.enquiries.list().map((row) => ({
      id: row.id,
      name: row.name,
      company: row.company,
      email: row.email,
      phone: row.phone,
      message: row.message,
      createdAt: row.created_at,
    }));
    res.json(enquiries);
  });

  return router;
}
