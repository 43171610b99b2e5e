import type { ApiMount } from '../app';
import { adminBackupRoutes } from './admin-backup';
import { adminBackupEncryptionRoutes } from './admin-backup-encryption';
import { adminCampaignRoutes } from './admin-campaigns';
import { adminEnquiryRoutes } from './admin-enquiries';
import { adminGalleryRoutes } from './admin-gallery';
import { adminImportRoutes } from './admin-imports';
import { adminOverviewRoutes } from './admin-overview';
import { adminPlaylistRoutes } from './admin-playlists';
import { adminRecordingRoutes } from './admin-recordings';
import { adminReportRoutes } from './admin-reports';
import { adminPackageRoutes } from './admin-package';
import { adminMusicUseRoutes } from './admin-music-use';
import { advertiserLinkRoutes } from './advertiser-link';
import { adminScheduleRoutes } from './admin-schedule';
import { adminShowRoutes } from './admin-shows';
import { adminSourceRoutes } from './admin-sources';
import { adminTrackRoutes } from './admin-tracks';
import { adminTrackBulkRoutes } from './admin-tracks-bulk';
import { adminUserRoutes } from './admin-users';

/**
 * The admin's write and read routes. Each route carries requireAdmin itself rather than the routers
 * using it for every path, so requests meant for route groups mounted later still reach them.
 */
export const adminMount: ApiMount = (ctx, api) => {
  api.use(adminTrackRoutes(ctx));
  api.use(adminTrackBulkRoutes(ctx));
  api.use(adminImportRoutes(ctx));
  api.use(adminGalleryRoutes(ctx));
  api.use(adminSourceRoutes(ctx));
  api.use(adminUserRoutes(ctx));
  api.use(adminScheduleRoutes(ctx));
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
