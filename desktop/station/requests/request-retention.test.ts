import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToneTrack } from '../../../testing/station/test-audio';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';

const DAY = 86_400_000;

/**
 * Listeners' requests are forgotten by the station's retention job (the one that prunes the logger and the as-run
 * log, run at start and every hour on air): who asked after a day, the request after a month.
 */
describe('song request retention', () => {
  let station: TestStation;
  let trackId: number;

  beforeAll(async () => {
    station = await startTestStation();
    trackId = (
      await addToneTrack(station.context, {
        title: 'Pedida',
        artist: 'Oyente',
        frequency: 440,
        toneSeconds: 2,
        silence: 0,
      })
    ).id;
    await station.ready;
  }, 60_000);

  afterAll(async () => {
    await station?.close();
  });

  it('deletes month-old requests, blanks day-old hashes and expires requests left waiting, when the job runs', async () => {
    const { repos } = station.context;
    const ask = (ageMs: number, who: string) =>
      repos.songRequests.create({
        trackId,
        title: 'Pedida',
        artist: 'Oyente',
        dedication: null,
        createdAt: new Date(Date.now() - ageMs).toISOString(),
        listenerHash: `listener-${who}`,
        addressHash: `address-${who}`,
      }).id;
    const old = ask(31 * DAY, 'old');
    const lastWeek = ask(7 * DAY, 'week');
    const fiveHours = ask(5 * 3_600_000, 'hours');
    const recent = ask(10 * 60_000, 'recent');
    const hashesOf = (id: number) =>
      station.context.db
        .prepare('SELECT listener_hash AS l, address_hash AS a FROM song_requests WHERE id = ?')
        .get(id) as { l: string; a: string } | undefined;

    await station.context.broadcast.stop();
    await station.context.broadcast.start();

    expect(repos.songRequests.get(old)).toBeUndefined();
    expect(repos.songRequests.get(lastWeek)?.title).toBe('Pedida');
    expect(hashesOf(lastWeek)).toEqual({ l: '', a: '' });
    expect(hashesOf(fiveHours)).toEqual({ l: 'listener-hours', a: 'address-hours' });
    expect(repos.songRequests.get(fiveHours)?.status).toBe('expired');
    expect(hashesOf(recent)).toEqual({ l: 'listener-recent', a: 'address-recent' });
    expect(repos.songRequests.get(recent)?.status).toBe('queued');
    // The rate rule still tells the recent listener apart.
    expect(repos.songRequests.askedSince('listener-recent', 'x', new Date(Date.now() - 3_600_000).toISOString())).toBe(
      true,
    );
  }, 60_000);
});
