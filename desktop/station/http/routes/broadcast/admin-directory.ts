import { Router } from 'express';
import type {
  DirectoryListing,
  DirectoryView,
  RadioBrowserSubmission,
} from '../../../../../shared/schemas/broadcast/directory';
import { STATION } from '../../../../../shared/station/station-facts';
import { DEFAULT_RADIO_BROWSER_API } from '../../../config/settings';
import { stationOrigin } from '../../../config/hosts';
import type { StationContext } from '../../../core/context';
import { postJson, webhookRefusal } from '../../../health/webhook';
import { publicAddressesOnly } from '../../../uploads/address-policy';
import { HttpError } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { isoNow } from '../../../core/clock';
import { handle } from '../../route-helpers/handle';

const SUBMIT_TIMEOUT_MS = 15_000;

/** radio-browser's POST /json/add fields from the station's listing and public address. */
export function radioBrowserSubmission(origin: string, listing: DirectoryListing): RadioBrowserSubmission {
  return {
    name: STATION.name,
    url: `${origin}/stream`,
    homepage: origin,
    favicon: listing.logoUrl || `${origin}${STATION.logoPath}`,
    countrycode: listing.countryCode,
    iso_3166_2: listing.subdivision,
    languagecodes: listing.languageCodes,
    tags: listing.tags,
    geo_lat: listing.latitude,
    geo_long: listing.longitude,
  };
}

/** Admin "Directorios": the listing directories read (icy-* headers too) and the one-click radio-browser submission. */
export function adminDirectoryRoutes(
  ctx: Pick<StationContext, 'clock' | 'config' | 'downloadAddressPolicy' | 'log' | 'repos'>,
): Router {
  const { repos } = ctx;
  const router = Router();
  const view = (): DirectoryView => {
    const listing = repos.settings.directory();
    return {
      listing,
      submission: radioBrowserSubmission(stationOrigin(ctx.config), listing),
      lastSubmission: repos.settings.radioBrowserSubmission(),
    };
  };

  handle(router, 'directory.get', requireAdmin, ({ res }) => {
    res.set('Cache-Control', 'no-store').json(view());
  });

  handle(router, 'directory.update', requireAdmin, ({ body: listing, res }) => {
    repos.settings.updateDirectory(listing);
    repos.audit.record(actor(res), 'directory.settings', JSON.stringify(listing));
    res.json(view());
  });

  // The directory is a network address like a webhook's: held to the URL import's policy (public internet plus
  // the networks the operator allowed), connected to the address that was checked.
  handle(router, 'directory.submit', requireAdmin, async ({ res }) => {
    const base = ctx.config.radioBrowserApi ?? DEFAULT_RADIO_BROWSER_API;
    const policy = ctx.downloadAddressPolicy ?? publicAddressesOnly;
    if (await webhookRefusal(base, policy))
      throw new HttpError(
        502,
        'directory_not_allowed',
        'La dirección del directorio lleva a una red privada o local que la emisora no tiene permitida (--import-allow).',
      );
    let answer: { ok?: boolean; message?: string; uuid?: string };
    try {
      const text = await postJson(
        `${base}/json/add`,
        view().submission,
        policy,
        AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
      );
      answer = JSON.parse(text) as typeof answer;
    } catch (error) {
      ctx.log.warn('radio-browser submission failed', { error: (error as Error).message });
      throw new HttpError(
        502,
        'directory_unreachable',
        'No se pudo contactar con radio-browser.info. Inténtalo más tarde.',
      );
    }
    if (!answer.ok || typeof answer.uuid !== 'string')
      throw new HttpError(
        502,
        'directory_refused',
        `radio-browser.info no aceptó la emisora${answer.message ? `: ${answer.message}` : '.'}`,
      );
    repos.settings.recordRadioBrowserSubmission({ at: isoNow(ctx.clock), uuid: answer.uuid });
    repos.audit.record(actor(res), 'directory.radio-browser', answer.uuid);
    res.json(view());
  });

  return router;
}
