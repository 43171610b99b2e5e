import { Router } from 'express';
import type { AdminOverview } from '../../../../../shared/schemas/admin/admin';
import type { StationContext } from '../../../core/context';
import { requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

const RECENT_ACTIVITY = 20;

/** The dashboard's read-only views: real counts and the audit log (the enquiries inbox is admin-enquiries.ts). */
export function adminOverviewRoutes({ repos }: Pick<StationContext, 'repos'>): Router {
  const router = Router();

  handle(router, 'admin.overview', requireAdmin, ({ res }) => {
    const { music, jingle, spot, show } = repos.tracks.countByKind();
    const overview: AdminOverview = {
      counts: {
        songs: music,
        otherTracks: { jingle, spot, show },
        images: repos.gallery.count(),
        sources: repos.sources.count(),
        users: repos.users.count(),
      },
      recentActivity: repos.audit.recent(RECENT_ACTIVITY),
    };
    res.json(overview);
  });

  return router;
}
