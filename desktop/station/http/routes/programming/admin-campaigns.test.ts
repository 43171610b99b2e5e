import { describe, expect, it } from 'vitest';
import { PROGRAMMING } from '../../../../../shared/station/station-rules';
import { quoteCampaign } from '../../../../../shared/pricing/pricing';
import type { Campaign } from '../../../../../shared/schemas/programming/campaigns';
import { nextDate, wallTime } from '../../../../../shared/station/station-time';
import { nonAdminCookie } from '../../../../../testing/station/admin-helpers';
import { programmingSuite } from '../../../../../testing/station/programming-suite';
import { apiClient } from '../../../../../testing/station/api-client';

const suite = programmingSuite();
const create = (json: unknown) => suite.client.sendInvalid('campaigns.create', { body: json });
const put = (id: number, json: unknown) => suite.client.sendInvalid('campaigns.update', { params: { id }, body: json });
const get = async (id: number) => suite.client.call('campaigns.get', { params: { id } });
const today = () => wallTime(Date.now(), PROGRAMMING.defaultTimezone).date;
// 2030-06-03 is a Monday: a Monday-to-Sunday week.
const week = {
  advertiser: 'Forn Ana',
  title: 'Pan de verano',
  startDate: '2030-06-03',
  endDate: '2030-06-09',
  spots: 40,
  daypart: 'morning',
};
const counts = () => ({
  campaigns: suite.station.context.repos.campaigns.list().length,
  audit: suite.station.context.repos.audit.recent(1000).length,
  replans: suite.replans,
});

describe('campaigns API', () => {
  it('creates a campaign (201) priced by the calculator rule, with its spot and breaks', async () => {
    const spot = suite.addTrack('Cuña del horno', 25);
    const before = suite.replans;
    const res = await create({ ...week, advertiser: ' Forn Ana ', spotTrackId: spot.id });
    expect(res.status).toBe(201);
    const campaign = res.data!;
    const price = quoteCampaign({
      spots: 40,
      spotLength: 30,
      loyalty: 'none',
      surcharges: ['morning'],
      spotProduction: false,
      sponsorshipMonths: 0,
    }).total;
    // 20+ tier, 30 s: 1400 € + 20 % morning = 1680 €, minus 10 % for more than 30 spots.
    expect(price).toBe(1512);
    expect(campaign).toEqual({
      id: expect.any(Number),
      ...week,
      spotTrackId: spot.id,
      spotTitle: 'Cuña del horno',
      spotDurationSec: 25,
      spotLength: 30,
      aired: 0,
      // Mornings: Monday to Friday 7–10 and Saturday 9–12, breaks at :00 and :30; Sunday has none.
      breaks: 5 * 6 + 6,
      price,
      status: 'scheduled',
    });
    expect(await get(campaign.id)).toEqual(campaign);
    expect(((await suite.client.call('campaigns.list')) as Campaign[]).find((c) => c.id === campaign.id)).toEqual(
      campaign,
    );
    expect(suite.replans).toBe(before + 1);
    expect(suite.station.context.repos.audit.recent(1)[0]).toMatchObject({
      action: 'campaign.create',
      detail: 'Campaña «Pan de verano» de Forn Ana (40 cuñas del 2030-06-03 al 2030-06-09) creada',
    });
  });

  it.each([
    [8, 'any', 10, []],
    [10.04, 'any', 10, []],
    [20, 'afternoon', 20, ['afternoon']],
    [20.04, 'any', 20, []],
    [20.5, 'any', 20, []],
    [20.51, 'any', 30, []],
    [61, 'any', 60, []],
  ] as const)('bills a %s s spot (%s) at the %i s rate', async (seconds, daypart, spotLength, surcharges) => {
    const spot = suite.addTrack(`Cuña de ${seconds} s`, seconds);
    const campaign = (await create({ ...week, spots: 12, daypart, spotTrackId: spot.id })).data!;
    expect(campaign.spotLength).toBe(spotLength);
    expect(campaign.price).toBe(
      quoteCampaign({ spots: 12, spotLength, loyalty: 'none', surcharges, spotProduction: false, sponsorshipMonths: 0 })
        .total,
    );
  });

  it('counts the breaks of the station days with the break minutes of the settings', async () => {
    const spot = suite.addTrack('Cuña', 20).id;
    const oneDay = (date: string) =>
      create({ ...week, startDate: date, endDate: date, daypart: 'any', spotTrackId: spot });
    expect((await oneDay('2030-06-04')).data!.breaks).toBe(48);
    // The last Sunday of March has no 02:00 in Madrid.
    expect((await oneDay('2030-03-31')).data!.breaks).toBe(46);
    suite.station.context.repos.settings.updateStreaming({ adBreakMinutes: [0, 15, 30, 45] });
    try {
      expect((await oneDay('2030-06-04')).data!.breaks).toBe(96);
    } finally {
      suite.station.context.repos.settings.updateStreaming({ adBreakMinutes: [...PROGRAMMING.defaultAdBreakMinutes] });
    }
  });

  it('tells scheduled, running and finished apart by the station calendar', async () => {
    const spotTrackId = suite.addTrack('Cuña', 20).id;
    const status = async (startDate: string, endDate: string) =>
      (await create({ ...week, startDate, endDate, spotTrackId })).data!.status;
    expect(await status(nextDate(today(), 1), nextDate(today(), 5))).toBe('scheduled');
    expect(await status(today(), today())).toBe('running');
    expect(await status(nextDate(today(), -3), nextDate(today(), 2))).toBe('running');
    expect(await status(nextDate(today(), -9), nextDate(today(), -1))).toBe('finished');
  });

  it('replaces a campaign on PUT and answers 404 for a missing one', async () => {
    const [first, second] = [suite.addTrack('Primera', 9), suite.addTrack('Segunda', 28)];
    const { id } = (await create({ ...week, spotTrackId: first.id })).data!;
    const before = suite.replans;
    const res = await put(id, {
      advertiser: 'Bar Pau',
      title: 'Tapas',
      spotTrackId: second.id,
      startDate: '2030-07-01',
      endDate: '2030-07-01',
      spots: 3,
    });
    expect(res.status).toBe(200);
    expect(res.data!).toMatchObject({
      id,
      advertiser: 'Bar Pau',
      title: 'Tapas',
      spotTrackId: second.id,
      spotTitle: 'Segunda',
      spotLength: 30,
      spots: 3,
      daypart: 'any',
      breaks: 48,
    });
    expect(suite.replans).toBe(before + 1);
    expect(suite.station.context.repos.audit.recent(1)[0]).toMatchObject({ action: 'campaign.update' });
    expect((await put(99999, { ...week, spotTrackId: first.id })).status).toBe(404);
    expect((await suite.client.send('campaigns.get', { params: { id: 99999 } })).status).toBe(404);
  });

  it.each([
    [{ advertiser: ' ' }, 'advertiser', 'El anunciante es requerido.'],
    [{ title: undefined }, 'title', 'El título es requerido.'],
    [{ spotTrackId: undefined }, 'spotTrackId', 'Elige la cuña de la biblioteca.'],
    [{ spotTrackId: 987654 }, 'spotTrackId', 'La cuña no existe en la biblioteca.'],
    [{ startDate: '3/6/2030' }, 'startDate', 'La fecha de inicio debe tener el formato AAAA-MM-DD.'],
    [{ endDate: '2030-06-02' }, 'endDate', 'La fecha de fin no puede ser anterior a la de inicio.'],
    [{ endDate: '2031-06-09' }, 'endDate', 'Una campaña no puede durar más de 366 días.'],
    [{ spots: 0 }, 'spots', 'Debe contratarse al menos 1 cuña.'],
    [{ spots: 2.5 }, 'spots', 'El número de cuñas debe ser un número entero.'],
    [{ daypart: 'night' }, 'daypart', ''],
  ])('refuses %j with a 400 naming the field and writes nothing', async (patch, field, message) => {
    const spotTrackId = suite.addTrack('Válida', 20).id;
    const target = (await create({ ...week, spotTrackId })).data!;
    const before = { counts: counts(), campaign: await get(target.id) };
    for (const res of [
      await create({ ...week, spotTrackId, ...patch }),
      await put(target.id, { ...week, spotTrackId, ...patch }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({
        error: 'validation_failed',
        field,
        message: expect.stringContaining(message),
      });
    }
    expect(counts()).toEqual(before.counts);
    expect(await get(target.id)).toEqual(before.campaign);
  });

  it('deletes a campaign without airings (204)', async () => {
    const { id } = (await create({ ...week, spotTrackId: suite.addTrack('Cuña', 20).id })).data!;
    const before = suite.replans;
    expect((await suite.client.send('campaigns.delete', { params: { id } })).status).toBe(204);
    expect(suite.replans).toBe(before + 1);
    expect(suite.station.context.repos.campaigns.get(id)).toBeUndefined();
    expect(suite.station.context.repos.audit.recent(1)[0]).toMatchObject({ action: 'campaign.delete' });
    expect((await suite.client.send('campaigns.delete', { params: { id } })).status).toBe(404);
  });

  it('is for admins only: 401 without a session, 403 for a non-admin', async () => {
    const anonymous = apiClient(suite.station, undefined);
    const editor = apiClient(suite.station, await nonAdminCookie(suite.station));
    const body = { ...week, spotTrackId: 1 };
    const before = counts();
    for (const [client, status] of [
      [anonymous, 401],
      [editor, 403],
    ] as const) {
      const id = { params: { id: 1 } };
      for (const [route, args] of [
        ['campaigns.list', {}],
        ['campaigns.get', id],
        ['campaigns.airings', id],
        ['campaigns.airingsCsv', id],
        ['campaigns.create', { body }],
        ['campaigns.update', { ...id, body }],
        ['campaigns.delete', id],
      ] as const)
        expect((await client.sendInvalid(route, args)).status, route).toBe(status);
    }
    expect(counts()).toEqual(before);
  });
});
