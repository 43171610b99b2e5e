import type { SiteConfig } from '../../../../../shared/schemas/public/site-config';
import { stationTimeZone } from '../../../../../shared/station/station-time';
import { DEFAULT_SPOTIFY_API_BASE } from '../../../config/settings';
import type { ApiGroup } from '../../route-helpers/api-group';

/** GET /api/site-config: the public, non-secret settings the web app reads at run time. */
export const siteConfigGroup: ApiGroup = ({ config, repos }, api) => {
  api.get('/site-config', (_req, res) => {
    const body: SiteConfig = {
      spotifyApiBase: config.spotifyApiBase ?? DEFAULT_SPOTIFY_API_BASE,
      listenerCountMinimum: repos.settings.streaming().listenerCountMinimum,
      timeZone: stationTimeZone(config),
    };
    res.json(body);
  });
};
