import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { stationTimeZone } from '../../../shared/station/station-time';
import { newRecordingFile, recordingPath, recordingsRoot } from '../recording/paths';
import { adminSuite } from '../../../testing/station/admin-helpers';
import { apiClient } from '../../../testing/station/api-client';
import { makeToneFile } from '../../../testing/station/test-audio';
import { draftFromLiveRecording } from './drafts';
import { mp3DurationSec } from './cut';

const SHOW_ID = 7;
const OCCURRENCE = '2026-11-21T18:00:00.000Z';

describe('a live session becomes a draft episode its presenter trims and publishes from /estudio', () => {
  const s = adminSuite();

  async function presenter(name: string) {
    const { repos } = s.station.context;
    const user = repos.users.create(name, await hashPassword(`${name}-clave-larga`), 'presenter');
    return { id: user.id, api: apiClient(s.station, await s.station.login(name, `${name}-clave-larga`)) };
  }

  /** A finished 12 s live session as the recorder leaves it, tagged with who aired it in which occurrence. */
  async function liveSession(presenterId: number | null): Promise<number> {
    const ctx = s.station.context;
    const root = recordingsRoot(ctx.config.dataDir);
    const started = new Date(OCCURRENCE);
    const fileName = newRecordingFile(root, 'live', started, stationTimeZone(ctx.config));
    await makeToneFile(ctx.ffmpegPath, recordingPath(root, fileName), { frequency: 660, toneSeconds: 12, silence: 0 });
    const id = ctx.repos.recordings.create({
      kind: 'live',
      title: 'Memoria de Portbou',
      fileName,
      startedAt: OCCURRENCE,
    });
    ctx.repos.recordings.finish(id, '2026-11-21T18:00:12.000Z', 12, fs.statSync(recordingPath(root, fileName)).size);
    if (presenterId !== null)
      ctx.repos.podcastDrafts.tagRecording(id, { presenterId, showId: SHOW_ID, occurrenceStart: OCCURRENCE });
    return id;
  }

  it('drafts only a tagged session of a show that has a podcast, once', async () => {
    const ctx = s.station.context;
    const ana = await presenter('ana');
    const tagged = await liveSession(ana.id);
    expect(draftFromLiveRecording(ctx, tagged)).toBeUndefined(); // the show has no podcast yet
    const { id: podcastId } = await s.client.call('podcasts.create', {
      body: {
        title: 'Memoria de Portbou',
        description: 'Historia oral',
        author: 'Radio',
        language: 'es',
        category: 'History',
      },
    });
    // The show that names this podcast (shows.podcast_id): a row of its own.
    ctx.db
      .prepare(
        "INSERT INTO shows (id, name, slug, kind) VALUES (?, 'Memoria de Portbou', 'memoria-de-portbou', 'live')",
      )
      .run(SHOW_ID);
    ctx.repos.podcastDrafts.linkPodcastToShow(podcastId, SHOW_ID);
    const draftId = draftFromLiveRecording(ctx, tagged);
    expect(draftId).toEqual(expect.any(Number));
    expect(draftFromLiveRecording(ctx, tagged)).toBeUndefined();
    // The station key's session names no presenter: it stays a plain recording.
    expect(draftFromLiveRecording(ctx, await liveSession(null))).toBeUndefined();
    const drafts = await ana.api.call('estudio.drafts');
    expect(drafts).toEqual([
      expect.objectContaining({ id: draftId, podcastId, title: 'Memoria de Portbou (21/11/2026)', durationSec: 12 }),
    ]);
    // Drafts are not episodes: the public feed and the podcast page do not carry them.
    const page = await apiClient(s.station).call('podcasts.get', { params: { id: podcastId } });
    expect(page.episodes).toEqual([]);
  });

  it('only its presenter hears or publishes a draft; the trim is cut with ffmpeg into the podcast', async () => {
    const ctx = s.station.context;
    const [draft] = ctx.repos.podcastDrafts.ofPresenter(ctx.repos.users.findByUsername('ana')!.id);
    const ana = apiClient(s.station, await s.station.login('ana', 'ana-clave-larga'));
    const params = { id: draft!.id };
    const bea = await presenter('bea');
    expect((await bea.api.send('estudio.draftAudio', { params })).status).toBe(404);
    const stolen = await bea.api.send('estudio.publishDraft', { params, body: { title: 'X', description: 'Y' } });
    expect(stolen.status).toBe(404);
    expect(await bea.api.call('estudio.drafts')).toEqual([]);

    const audio = await ana.send('estudio.draftAudio', { params, headers: { Range: 'bytes=0-99' } });
    expect(audio.status).toBe(206);
    expect(audio.res.headers.get('content-type')).toBe('audio/mpeg');

    const bad = await ana.send('estudio.publishDraft', {
      params,
      body: { title: 'Programa', description: 'x', startSec: 5, endSec: 5.5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe('El final debe estar al menos un segundo después del inicio.');

    const published = await ana.send('estudio.publishDraft', {
      params,
      body: { title: 'Memoria de Portbou: el puerto', description: 'Con Ana', startSec: 2, endSec: 8 },
    });
    expect(published.status).toBe(201);
    const episode = published.data!;
    expect(episode.durationSec).toBeGreaterThan(5.9);
    expect(episode.durationSec).toBeLessThan(6.1);
    const stored = ctx.repos.podcasts.episode(episode.id)!;
    expect(mp3DurationSec(ctx.media.pathOf('episodes', stored.fileName))).toBeCloseTo(6, 0);
    expect(ctx.repos.podcastDrafts.get(draft!.id)).toBeUndefined();
    expect(ctx.repos.audit.recent(3).map((e) => e.action)).toContain('podcast.episode');
  });
});
