import { describe, expect, it } from 'vitest';
import { programmingSuite } from '../../../../testing/station/programming-suite';
import type { TimedSlot } from '../../programming/planner/planner';
import { episodeForShow } from '../../programming/schedule/show-fallback';
import { createMissingShowAlerts } from './missing-show-alerts';

const suite = programmingSuite();
const MIN = 60_000;

/** A recorded show's occurrence (talk, no file) `inMinutes` from `now`, lasting an hour. */
const recordedSlot = (showId: number, now: number, inMinutes: number, title = 'Memoria de Portbou'): TimedSlot => ({
  id: -showId * 1000 - inMinutes,
  date: '2026-11-28',
  start: '16:00',
  end: '17:00',
  title,
  type: 'talk',
  playlistId: null,
  showTrackId: null,
  showId,
  relayUrl: null,
  repeatOf: null,
  startAt: now + inMinutes * MIN,
  endAt: now + (inMinutes + 60) * MIN,
});

describe('a recorded occurrence without its file', () => {
  it('raises an alert within the hour when neither file nor podcast episode exists, and resolves it once an episode can stand in', async () => {
    const { context } = suite.station;
    const created = await suite.client.send('shows.create', {
      body: { name: 'Memoria de Portbou', kind: 'recorded', rules: [{ days: [6], start: '16:00', durationMin: 60 }] },
    });
    expect(created.status).toBe(201);
    const { id: showId } = created.data!;
    const now = Date.parse('2026-11-28T14:30:00Z');
    let slots: TimedSlot[] = [recordedSlot(showId, now, 30), recordedSlot(showId, now, 120, 'Más tarde')];
    const alerts = createMissingShowAlerts({ ctx: context, slots: () => slots });

    alerts.check(now);
    const open = context.alerts.open().filter((a) => a.kind === 'show_file_missing');
    // Only the occurrence within the hour: the one two hours ahead still has time.
    expect(open.map((a) => a.message)).toEqual([
      '«Memoria de Portbou» (2026-11-28 16:00) no tiene grabación ni episodio de pódcast: sonará su lista.',
    ]);
    expect(episodeForShow(context, showId)).toBeNull();

    // The show's podcast gets an episode: it will stand in, so the alert closes and the episode is what airs.
    const podcast = context.repos.podcasts.create(
      { title: 'Memoria', description: 'Historia oral', author: 'Radio', language: 'es', category: 'History' },
      (slug) => `urn:test:${slug}`,
    );
    context.repos.podcasts.addEpisode({
      podcastId: podcast.id,
      guid: 'urn:test:ep1',
      title: 'Los túneles',
      description: '',
      recordingId: null,
      startSec: null,
      endSec: null,
      fileName: `${'e'.repeat(64)}.mp3`,
      sizeBytes: 1000,
      durationSec: 3540,
    });
    context.repos.podcasts.linkShow(podcast.id, showId);
    expect(episodeForShow(context, showId)).toMatchObject({ title: 'Los túneles', seconds: 3540 });
    alerts.check(now + MIN);
    expect(context.alerts.isOpen('show_file_missing')).toBe(false);
    expect(context.alerts.open().filter((a) => a.kind === 'show_file_missing')).toEqual([]);

    // A slot that is over is never alerted.
    slots = [recordedSlot(showId + 1000, now, -90)];
    alerts.check(now);
    expect(context.alerts.open().filter((a) => a.kind === 'show_file_missing')).toEqual([]);
  });
});
