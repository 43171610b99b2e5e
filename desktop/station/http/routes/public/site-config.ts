import type { SiteConfig } from '../../../../../shared/schemas/public/site-config';
import { stationTimeZone } from '../../../../../shared/station/station-time';
import { DEFAULT_SPOTIFY_API_BASE } from '../../../config/settings';
import type { ApiGroup } from '../../route-helpers/api-group';
import { handle } from '../../route-helpers/handle';

/** GET /api/site-config: the public, non-secret settings the web app reads at run time. */
export const siteConfigGroup: ApiGroup = ({ config, repos }, api) => {
  handle(api, 'station.siteConfig', ({ res }) => {
    const body: SiteConfig = {
      spotifyApiBase: config.spotifyApiBase ?? DEFAULT_SPOTIFY_API_BASE,
      listenerCountMinimum: repos.settings.streaming().listenerCountMinimum,
      timeZone: stationTimeZone(config),
    };
    res.json(body);
  });
};
