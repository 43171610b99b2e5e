import { Router } from 'express';
import type { AdvertiserLink, AdvertiserView } from '../../../../../shared/schemas/programming/advertiser-link';
import type { StationContext } from '../../../core/context';
import { stationOrigin } from '../../../config/hosts';
import { stationTimeZone } from '../../../../../shared/station/station-time';
import { checkAdvertiserToken, signAdvertiserToken } from '../../../reports/advertiser-token';
import { HttpError, notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { airingsCsv, airingsCsvName } from './airings-csv';
import { handle } from '../../route-helpers/handle';

const INVALID = 'El enlace no es válido: pide uno nuevo a la emisora.';
const EXPIRED = 'El enlace ha caducado: pide uno nuevo a la emisora.';

/** The advertiser's link: signed and expiring, it shows one campaign's airings without an account. */
export function advertiserLinkRoutes(ctx: Pick<StationContext, 'clock' | 'config' | 'repos'>): Router {
  const { repos } = ctx;
  const router = Router();
  const timeZone = stationTimeZone(ctx.config);

  handle(router, 'campaigns.advertiserLink', requireAdmin, ({ params: { id }, body: { days }, res }) => {
    const campaign = repos.campaigns.get(id);
    if (!campaign) throw notFound('La campaña no existe.');
    const expiresAt = ctx.clock.now() + days * 86_400_000;
    const path = `/anunciante/${signAdvertiserToken(repos.settings, id, expiresAt)}`;
    repos.audit.record(actor(res), 'campaign.link', `Enlace para ${campaign.advertiser} (${days} días)`);
    const link: AdvertiserLink = {
      url: `${stationOrigin(ctx.config)}${path}`,
      path,
      expiresAt: new Date(Math.floor(expiresAt / 1000) * 1000).toISOString(),
    };
    res.status(201).json(link);
  });

  const campaignOf = (token: string) => {
    const check = checkAdvertiserToken(repos.settings, token, ctx.clock.now());
    if (check === 'invalid') throw new HttpError(403, 'invalid_link', INVALID);
    if (check === 'expired') throw new HttpError(410, 'expired_link', EXPIRED);
    const campaign = repos.campaigns.get(check.campaignId);
    // A campaign deleted since (only possible before it aired) leaves nothing to prove.
    if (!campaign) throw new HttpError(410, 'expired_link', EXPIRED);
    return { campaign, expiresAt: check.expiresAt };
  };

  handle(router, 'advertiser.view', ({ params, res }) => {
    const { campaign, expiresAt } = campaignOf(params.token);
    const view: AdvertiserView = {
      campaign: {
        advertiser: campaign.advertiser,
        title: campaign.title,
        startDate: campaign.startDate,
        endDate: campaign.endDate,
        spots: campaign.spots,
        aired: campaign.aired,
      },
      airings: repos.campaigns.airings(campaign.id),
      timezone: timeZone,
      expiresAt: new Date(expiresAt).toISOString(),
    };
    // Whoever has the link sees it, nobody else: no shared caches, no search engines.
    res.set('Cache-Control', 'private, no-store').set('X-Robots-Tag', 'noindex').json(view);
  });

  handle(router, 'advertiser.airingsCsv', ({ params, res }) => {
    const { campaign } = campaignOf(params.token);
    res
      .type('text/csv; charset=utf-8')
      .set('Cache-Control', 'private, no-store')
      .set('Content-Disposition', `attachment; filename="${airingsCsvName(campaign.id)}"`);
    res.send(airingsCsv(repos.campaigns.airings(campaign.id), timeZone));
  });

  return router;
}
