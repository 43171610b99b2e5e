import { Router } from 'express';
import { PROGRAMMING } from '../../../../../shared/station/station-rules';
import { quoteBooking, spotLengthFor } from '../../../../../shared/pricing/campaign-price';
import {
  type Campaign,
  type CampaignInput,
  campaignInputSchema,
} from '../../../../../shared/schemas/programming/campaigns';
import type { StationContext } from '../../../core/context';
import { campaignBreakCount } from '../../../programming/planner/ad-breaks';
import { wallTime } from '../../../../../shared/station/station-time';
import type { StoredCampaign } from '../../../repos/programming/campaigns';
import { wantsPage } from '../../../../../shared/schemas/common/paging';
import { HttpError, notFound } from '../../errors/errors';
import { AIRING_PAGING, CAMPAIGN_PAGING } from '../../route-helpers/list-pagings';
import { pageOf } from '../../route-helpers/paging';
import { actor, requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';
import { airingsCsv, airingsCsvName } from './airings-csv';
import { plural } from '../../../../../shared/text/plural';
import { handle } from '../../route-helpers/handle';

const CAMPAIGN_NOT_FOUND = 'La campaña no existe.';
const SPOT_MISSING = 'La cuña no existe en la biblioteca.';
const HAS_AIRINGS =
  'La campaña ya tiene emisiones registradas: no se puede borrar. Cambia su fecha de fin para terminarla.';

const describe = (c: Pick<CampaignInput, 'title' | 'advertiser' | 'spots' | 'startDate' | 'endDate'>) =>
  `«${c.title}» de ${c.advertiser} (${plural(c.spots, { one: '# cuña', other: '# cuñas' })} del ${c.startDate} al ${c.endDate})`;

/** Admin ad campaigns: what was sold, what it costs, and when each spot aired. */
export function adminCampaignRoutes({
  repos,
  config,
  clock,
}: Pick<StationContext, 'clock' | 'config' | 'repos'>): Router {
  const router = Router();
  const timeZone = config.timezone ?? PROGRAMMING.defaultTimezone;

  // Status and breaks depend on today's date and the break minutes: read once per request.
  const viewer = () => {
    const today = wallTime(clock.now(), timeZone).date;
    const { adBreakMinutes } = repos.settings.programming();
    return (campaign: StoredCampaign): Campaign => ({
      ...campaign,
      spotLength: spotLengthFor(campaign.spotDurationSec),
      price: quoteBooking(campaign)!.total,
      status: today < campaign.startDate ? 'scheduled' : today > campaign.endDate ? 'finished' : 'running',
      breaks: campaignBreakCount(campaign, adBreakMinutes, timeZone),
    });
  };
  const found = (id: number): StoredCampaign => {
    const campaign = repos.campaigns.get(id);
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    return campaign;
  };
  const input = (body: unknown): CampaignInput => {
    const campaign = parse(campaignInputSchema, body ?? {});
    if (!repos.tracks.get(campaign.spotTrackId))
      throw new HttpError(400, 'validation_failed', SPOT_MISSING, 'spotTrackId');
    return campaign;
  };

  handle(router, 'campaigns.list', requireAdmin, ({ query, req, res }) => {
    const campaigns = repos.campaigns.list().map(viewer());
    if (!wantsPage(req.query)) return void res.json(campaigns);
    res.json(pageOf(campaigns, query, CAMPAIGN_PAGING));
  });

  handle(router, 'campaigns.get', requireAdmin, ({ params, res }) => {
    res.json(viewer()(found(params.id)));
  });

  handle(router, 'campaigns.create', requireAdmin, ({ req, res }) => {
    const campaign = input(req.body);
    const id = repos.campaigns.create(campaign);
    repos.audit.record(actor(res), 'campaign.create', `Campaña ${describe(campaign)} creada`);
    res.status(201).json(viewer()(found(id)));
  });

  handle(router, 'campaigns.update', requireAdmin, ({ params: { id }, req, res }) => {
    const campaign = input(req.body);
    if (!repos.campaigns.update(id, campaign)) throw notFound(CAMPAIGN_NOT_FOUND);
    repos.audit.record(actor(res), 'campaign.update', `Campaña ${describe(campaign)} editada`);
    res.json(viewer()(found(id)));
  });

  handle(router, 'campaigns.delete', requireAdmin, ({ params: { id }, res }) => {
    const campaign = found(id);
    // The airings are the advertiser's proof: they outlive any edit, so the campaign must too.
    if (campaign.aired > 0) throw new HttpError(409, 'campaign_has_airings', HAS_AIRINGS);
    repos.campaigns.remove(id);
    repos.audit.record(actor(res), 'campaign.delete', `Campaña ${describe(campaign)} eliminada`);
    res.status(204).end();
  });

  handle(router, 'campaigns.airings', requireAdmin, ({ params, query, req, res }) => {
    const airings = repos.campaigns.airings(found(params.id).id);
    if (!wantsPage(req.query)) return void res.json(airings);
    res.json(pageOf(airings, query, AIRING_PAGING));
  });

  handle(router, 'campaigns.airingsCsv', requireAdmin, ({ params, res }) => {
    const { id } = found(params.id);
    res.type('text/csv; charset=utf-8').set('Content-Disposition', `attachment; filename="${airingsCsvName(id)}"`);
    res.send(airingsCsv(repos.campaigns.airings(id), timeZone));
  });

  return router;
}
