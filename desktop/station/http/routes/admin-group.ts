import type { ApiGroup } from '../route-helpers/api-group';
import { adminBackupRoutes } from './admin/admin-backup';
import { adminBackupEncryptionRoutes } from './admin/admin-backup-encryption';
import { adminCampaignRoutes } from './programming/admin-campaigns';
import { adminEnquiryRoutes } from './admin/admin-enquiries';
import { adminGalleryRoutes } from './library/admin-gallery';
import { adminImportRoutes } from './library/admin-imports';
import { adminOverviewRoutes } from './admin/admin-overview';
import { adminPlaylistRoutes } from './programming/admin-playlists';
import { adminRecordingRoutes } from './archive/admin-recordings';
import { adminReportRoutes } from './reports/admin-reports';
import { adminPackageRoutes } from './reports/admin-package';
import { adminMusicUseRoutes } from './reports/admin-music-use';
import { advertiserLinkRoutes } from './programming/advertiser-link';
import { adminScheduleRoutes } from './programming/admin-schedule';
import { adminShowRoutes } from './programming/admin-shows';
import { adminSyndicationRoutes } from './programming/admin-syndication';
import { adminSourceRoutes } from './broadcast/admin-sources';
import { adminTrackRoutes } from './library/admin-tracks';
import { adminTrackBulkRoutes } from './library/admin-tracks-bulk';
import { trackPeakRoutes } from './library/track-peaks';
import { adminUserRoutes } from './users/admin-users';
import { liveCredentialRoutes } from './users/live-credentials';

/**
 * The admin's write and read routes. Each route carries requireAdmin itself rather than the routers
 * using it for every path, so requests meant for route groups mounted later still reach them.
 */
export const adminGroup: ApiGroup = (ctx, api) => {
  api.use(adminTrackRoutes(ctx));
  api.use(adminTrackBulkRoutes(ctx));
  api.use(trackPeakRoutes(ctx));
  api.use(adminImportRoutes(ctx));
  api.use(adminGalleryRoutes(ctx));
  api.use(adminSourceRoutes(ctx));
  api.use(adminUserRoutes(ctx));
  api.use(liveCredentialRoutes(ctx));
  api.use(adminScheduleRoutes(ctx));
  api.use(adminSyndicationRoutes(ctx));
  api.use(adminShowRoutes(ctx));
  api.use(adminOverviewRoutes(ctx));
  api.use(adminEnquiryRoutes(ctx));
  api.use(adminPlaylistRoutes(ctx));
  api.use(adminCampaignRoutes(ctx));
  api.use(adminBackupEncryptionRoutes(ctx));
  api.use(adminBackupRoutes(ctx));
  api.use(adminRecordingRoutes(ctx));
  api.use(adminReportRoutes(ctx));
  api.use(adminPackageRoutes(ctx));
  api.use(adminMusicUseRoutes(ctx));
  api.use(advertiserLinkRoutes(ctx));
};
