import { describe, expect, it } from 'vitest';
import type { NewAiring } from '../../../repos/programming/campaigns';
import { createPlannerData } from '../../../programming/planner/planner-data';
import type { CampaignInput } from '../../../../../shared/schemas/programming/campaigns';
import { programmingSuite } from '../../../../../testing/station/programming-suite';

// Not the default zone, so the CSV's station time proves it follows the configured one.
const suite = programmingSuite({ timezone: 'Atlantic/Canary' });
const week = {
  advertiser: 'Ferretería "El Clavo", S.L.',
  title: 'Rebajas',
  startDate: '2030-06-03',
  endDate: '2030-06-09',
  spots: 10,
  daypart: 'any',
};

const newCampaign = async (spotTitle: string, duration = 19.6) => {
  const spot = suite.addTrack(spotTitle, duration);
  const campaign = await suite.client.call('campaigns.create', {
    body: { ...week, spotTrackId: spot.id } as CampaignInput,
  });
  const record = (airedAt: string, extra: Partial<NewAiring> = {}) =>
    suite.station.context.repos.campaigns.recordAiring({
      campaignId: campaign.id,
      airedAt,
      breakAt: airedAt,
      trackId: spot.id,
      spotTitle,
      durationSec: duration,
      listeners: 3,
      ...extra,
    });
  return { campaign, spot, record };
};

describe('proof of airing', () => {
  it('lists the airings oldest first as the contract says', async () => {
    const { campaign, spot, record } = await newCampaign('Cuña rebajas');
    const later = record('2030-06-04T18:30:02.000Z', { listeners: 12 });
    const earlier = record('2030-06-03T08:00:05.000Z', { breakAt: '2030-06-03T08:00:00.000Z' });
    suite.station.context.repos.campaigns.setAiringDuration(later, 20.25);
    const res = await suite.client.send('campaigns.airings', { params: { id: campaign.id } });
    expect(res.status).toBe(200);
    expect(res.data!).toEqual([
      {
        id: earlier,
        airedAt: '2030-06-03T08:00:05.000Z',
        spot: { trackId: spot.id, title: 'Cuña rebajas' },
        durationSec: 19.6,
        listeners: 3,
      },
      {
        id: later,
        airedAt: '2030-06-04T18:30:02.000Z',
        spot: { trackId: spot.id, title: 'Cuña rebajas' },
        durationSec: 20.25,
        listeners: 12,
      },
    ]);
    expect((await suite.client.call('campaigns.get', { params: { id: campaign.id } })).aired).toBe(2);
  });

  it('exports them as a CSV Excel reads: BOM, Spanish headers, station time, quoted titles', async () => {
    const { campaign, record } = await newCampaign('Oferta, "la mejor" del año');
    record('2030-06-04T18:30:02.000Z', { durationSec: 20.4, listeners: 12 });
    record('2030-06-03T08:00:05.000Z', { durationSec: 19.6, listeners: 0 });
    record('2030-06-05T23:30:00.000Z', { spotTitle: '=SUMA(1;2)', durationSec: 3, listeners: 1 });
    // The bytes as downloaded: a text read would drop the BOM this test checks.
    const res = await suite.client.follow(suite.client.url('campaigns.airingsCsv', { params: { id: campaign.id } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="campana-${campaign.id}-emisiones.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Canary Islands summer time is UTC+1.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      [
        '\uFEFFfecha,hora,utc,cuña,duración (s),oyentes',
        '2030-06-03,09:00:05,2030-06-03T08:00:05.000Z,"Oferta, ""la mejor"" del año",20,0',
        '2030-06-04,19:30:02,2030-06-04T18:30:02.000Z,"Oferta, ""la mejor"" del año",20,12',
        // After 23:00 UTC it is already the next day on the islands; a title never turns into a formula.
        "2030-06-06,00:30:00,2030-06-05T23:30:00.000Z,'=SUMA(1;2),3,1",
        '',
      ].join('\r\n'),
    );
  });

  it('exports only the header for a campaign that has not aired, and 404s for a missing one', async () => {
    const { campaign } = await newCampaign('Sin emitir');
    const csv = await (
      await suite.client.follow(suite.client.url('campaigns.airingsCsv', { params: { id: campaign.id } }))
    ).arrayBuffer();
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv)).toBe(
      '\uFEFFfecha,hora,utc,cuña,duración (s),oyentes\r\n',
    );
    expect(await suite.client.call('campaigns.airings', { params: { id: campaign.id } })).toEqual([]);
    for (const route of ['campaigns.airings', 'campaigns.airingsCsv'] as const)
      expect((await suite.client.send(route, { params: { id: 99999 } })).status).toBe(404);
  });

  it('refuses to delete a campaign that has aired (409) and keeps it and its airings', async () => {
    const { campaign, record } = await newCampaign('Con emisiones');
    record('2030-06-03T09:30:00.000Z');
    const replans = suite.replans;
    const res = await suite.client.send('campaigns.delete', { params: { id: campaign.id } });
    expect(res.status).toBe(409);
    expect(res.error).toEqual({
      error: 'campaign_has_airings',
      message: 'La campaña ya tiene emisiones registradas: no se puede borrar. Cambia su fecha de fin para terminarla.',
    });
    expect(suite.replans).toBe(replans);
    expect(suite.station.context.repos.campaigns.get(campaign.id)).toMatchObject({ aired: 1 });
    expect(suite.station.context.repos.campaigns.airings(campaign.id)).toHaveLength(1);
  });
});

describe('what the playout reads', () => {
  it('finds the campaigns running on a date that still have a spot, and counts their airings', async () => {
    const { campaign, record } = await newCampaign('Activa');
    // Through the module the playout reads with (programming/planner/planner-data.ts), not a copy of its query.
    const running = (date: string) =>
      createPlannerData(suite.station.context.db, suite.station.context.repos, () => 'Atlantic/Canary').campaigns(date);
    const ids = (date: string) => running(date).map((c) => c.id);
    expect(ids('2030-06-03')).toContain(campaign.id);
    expect(ids('2030-06-09')).toContain(campaign.id);
    expect(ids('2030-06-02')).not.toContain(campaign.id);
    expect(ids('2030-06-10')).not.toContain(campaign.id);
    expect(running('2030-06-05').find((c) => c.id === campaign.id)).toEqual({
      id: campaign.id,
      advertiser: week.advertiser,
      title: 'Rebajas',
      spotTrackId: campaign.spotTrackId,
      startDate: '2030-06-03',
      endDate: '2030-06-09',
      spots: 10,
      daypart: 'any',
      aired: 0,
    });
    record('2030-06-05T10:00:00.000Z');
    record('2030-06-05T10:30:00.000Z');
    expect(running('2030-06-05').find((c) => c.id === campaign.id)?.aired).toBe(2);
  });
});
