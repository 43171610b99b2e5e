import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { signAdvertiserToken } from '../../../reports/advertiser-token';
import { nonAdminCookie } from '../../../../../testing/station/admin-helpers';
import { programmingSuite } from '../../../../../testing/station/programming-suite';
import { apiClient } from '../../../../../testing/station/api-client';

const suite = programmingSuite();

async function campaignWithAirings() {
  const spot = suite.addTrack('Cuña otoño', 20);
  const campaign = await suite.client.call('campaigns.create', {
    body: {
      advertiser: 'Ferretería Costa',
      title: 'Otoño',
      startDate: '2030-10-01',
      endDate: '2030-10-31',
      spots: 20,
      daypart: 'any',
      spotTrackId: spot.id,
    },
  });
  for (const airedAt of ['2030-10-02T07:30:02.000Z', '2030-10-03T16:00:04.000Z'])
    suite.station.context.repos.campaigns.recordAiring({
      campaignId: campaign.id,
      airedAt,
      breakAt: airedAt,
      trackId: spot.id,
      spotTitle: 'Cuña otoño',
      durationSec: 20,
      listeners: 4,
    });
  return campaign;
}

const anonymous = () => suite.client.as(undefined);
/** The CSV as the advertiser's browser downloads it: its bytes, the BOM first. */
const csvOf = (token: string) => anonymous().follow(anonymous().url('advertiser.airingsCsv', { params: { token } }));

describe('advertiser link', () => {
  it('shows the campaign and its airings and downloads the CSV without an account, until it expires', async () => {
    const campaign = await campaignWithAirings();
    const res = await suite.client.send('campaigns.advertiserLink', {
      params: { id: campaign.id },
      body: { days: 30 },
    });
    expect(res.status).toBe(201);
    const link = res.data!;
    expect(link.path).toMatch(/^\/anunciante\/\d+\.\d+\.[\w-]{43}$/);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const token = link.path.split('/').at(-1)!;

    const view = await anonymous().send('advertiser.view', { params: { token } });
    expect(view.status).toBe(200);
    expect(view.res.headers.get('cache-control')).toBe('private, no-store');
    const body = view.data!;
    expect(body.campaign).toMatchObject({ advertiser: 'Ferretería Costa', title: 'Otoño', aired: 2, spots: 20 });
    expect(body.airings.map((a) => a.airedAt)).toEqual(['2030-10-02T07:30:02.000Z', '2030-10-03T16:00:04.000Z']);

    const csv = await csvOf(token);
    expect(csv.status).toBe(200);
    const rows = parseCsv(
      Buffer.from(await csv.arrayBuffer())
        .subarray(3)
        .toString(),
      { columns: true },
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ fecha: '2030-10-02', hora: '09:30:02', cuña: 'Cuña otoño' });
  });

  it('refuses a forged, altered or expired link, and another campaign through one link', async () => {
    const campaign = await campaignWithAirings();
    const { settings } = suite.station.context.repos;
    const good = signAdvertiserToken(settings, campaign.id, Date.now() + 86_400_000);
    const [id, expiry, mac] = good.split('.');
    const cases: Array<[string, number, string]> = [
      [`${Number(id) + 1}.${expiry}.${mac}`, 403, 'no es válido'],
      [`${id}.${Number(expiry) + 86_400}.${mac}`, 403, 'no es válido'],
      [`${id}.${expiry}.${'A'.repeat(43)}`, 403, 'no es válido'],
      ['nada', 403, 'no es válido'],
      [signAdvertiserToken(settings, campaign.id, Date.now() - 1000), 410, 'ha caducado'],
    ];
    for (const [token, status, message] of cases) {
      for (const route of ['advertiser.view', 'advertiser.airingsCsv'] as const) {
        const res = await anonymous().send(route, { params: { token } });
        expect(res.status, route).toBe(status);
        expect(res.error?.message).toContain(message);
      }
    }
  });

  it('is made by admins only, for a campaign that exists, for 1 to 365 days', async () => {
    const campaign = await campaignWithAirings();
    const editor = apiClient(suite.station, await nonAdminCookie(suite.station));
    expect((await editor.send('campaigns.advertiserLink', { params: { id: campaign.id }, body: {} })).status).toBe(403);
    expect((await anonymous().send('campaigns.advertiserLink', { params: { id: campaign.id }, body: {} })).status).toBe(
      401,
    );
    expect((await suite.client.send('campaigns.advertiserLink', { params: { id: 99999 }, body: {} })).status).toBe(404);
    const long = await suite.client.send('campaigns.advertiserLink', {
      params: { id: campaign.id },
      body: { days: 400 },
    });
    expect(long.status).toBe(400);
    expect(long.error?.message).toBe('El enlace debe valer entre 1 y 365 días.');
  });
});
