import { describe, expect, it } from 'vitest';
import { PROGRAMMING } from '../../../../../shared/station/station-rules';
import { nextDate, wallTime } from '../../../../../shared/station/station-time';
import { programmingSuite } from '../../../../../testing/station/programming-suite';

const suite = programmingSuite();
const today = () => wallTime(Date.now(), PROGRAMMING.defaultTimezone).date;
const deleteTrack = (id: number) => suite.client.send('tracks.delete', { params: { id } });
const campaignWith = async (spotTrackId: number, startDate: string, endDate: string) =>
  suite.client.call('campaigns.create', {
    body: { advertiser: 'Forn Ana', title: `Pan ${startDate}`, spotTrackId, startDate, endDate, spots: 5 },
  });
const programmeWith = (showTrackId: number, date: string) =>
  suite.station.context.repos.schedule.create({
    date,
    start: '20:00',
    end: '21:00',
    title: 'Memoria oral',
    host: 'Nuria',
    type: 'talk',
    showTrackId,
  });

const expectInUse = async (trackId: number, message: string) => {
  const res = await deleteTrack(trackId);
  expect(res.status).toBe(409);
  expect(res.error).toEqual({ error: 'track_in_use', message });
  expect(suite.station.context.repos.tracks.get(trackId)).toBeDefined();
};

describe('DELETE /api/tracks/:id while the programming needs the track', () => {
  it('refuses the spot of a running or a scheduled campaign, naming it', async () => {
    const running = suite.addTrack('Cuña en antena', 20);
    const campaign = await campaignWith(running.id, nextDate(today(), -2), today());
    await expectInUse(
      running.id,
      `La canción es la cuña de la campaña «${campaign.title}»: cámbiala antes de borrarla.`,
    );
    const scheduled = suite.addTrack('Cuña futura', 20);
    const later = await campaignWith(scheduled.id, nextDate(today(), 30), nextDate(today(), 40));
    await expectInUse(
      scheduled.id,
      `La canción es la cuña de la campaña «${later.title}»: cámbiala antes de borrarla.`,
    );
  });

  it('lets the spot go once the campaign is moved to another spot', async () => {
    const first = suite.addTrack('Primera cuña', 20);
    const campaign = await campaignWith(first.id, today(), nextDate(today(), 3));
    const second = suite.addTrack('Segunda cuña', 20);
    const moved = await suite.client.send('campaigns.update', {
      params: { id: campaign.id },
      body: { ...campaign, spotTrackId: second.id, daypart: 'any' },
    });
    expect(moved.status).toBe(200);
    expect((await deleteTrack(first.id)).status).toBe(204);
  });

  it('lets the spot of a finished campaign go; the campaign keeps its title and price from the airings', async () => {
    const spot = suite.addTrack('Cuña de mayo', 25);
    const campaign = await campaignWith(spot.id, nextDate(today(), -20), nextDate(today(), -1));
    suite.station.context.repos.campaigns.recordAiring({
      campaignId: campaign.id,
      airedAt: '2030-01-01T10:00:00.000Z',
      breakAt: '2030-01-01T10:00:00.000Z',
      trackId: spot.id,
      spotTitle: 'Cuña de mayo',
      durationSec: 25,
      listeners: 4,
    });
    expect((await deleteTrack(spot.id)).status).toBe(204);
    const after = await suite.client.call('campaigns.get', { params: { id: campaign.id } });
    expect(after).toMatchObject({
      spotTrackId: null,
      spotTitle: 'Cuña de mayo',
      spotLength: 30,
      price: campaign.price,
      aired: 1,
      status: 'finished',
    });
    const airings = (await suite.client.call('campaigns.airings', { params: { id: campaign.id } })) as Array<{
      spot: unknown;
    }>;
    expect(airings.map((a) => a.spot)).toEqual([{ trackId: null, title: 'Cuña de mayo' }]);
  });

  it('refuses the recording of a programme today or later, naming it and its date', async () => {
    const show = suite.addTrack('Memoria oral, capítulo 1', 3600);
    programmeWith(show.id, today());
    await expectInUse(show.id, `La canción es la grabación del programa «Memoria oral» del ${today()}.`);
    const future = suite.addTrack('Memoria oral, capítulo 2', 3600);
    programmeWith(future.id, nextDate(today(), 7));
    await expectInUse(future.id, `La canción es la grabación del programa «Memoria oral» del ${nextDate(today(), 7)}.`);
  });

  it('lets the recording of a past programme go; the programme stays without it', async () => {
    const show = suite.addTrack('Memoria oral, capítulo 0', 3600);
    const programme = programmeWith(show.id, nextDate(today(), -1));
    expect((await deleteTrack(show.id)).status).toBe(204);
    expect(suite.station.context.repos.schedule.get(programme)).toMatchObject({
      title: 'Memoria oral',
      show_track_id: null,
    });
  });

  it('still answers 404 for a track that does not exist', async () => {
    expect((await deleteTrack(99999)).status).toBe(404);
  });
});
