import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEMO_SHOWS } from './shows';
import { resolveFfmpegPath } from '../ffmpeg/path';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';
import { DEMO_TRACKS } from './songs';
import { DEMO_TEAM } from './station-data';
import { DEMO_SEEDED_KEY, seedDemoIfFirstRun } from './seed';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-demo-fail-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/**
 * A real ffmpeg behind a wrapper that fails whenever an argument matches `pattern`, so one
 * kind of item fails the way a broken codec or a full disk would, and the rest still runs.
 */
function failingFfmpeg(pattern: string): string {
  const wrapper = path.join(scratch, `ffmpeg-${Math.random().toString(36).slice(2)}.sh`);
  const real = resolveFfmpegPath(process.env.FFMPEG_PATH);
  fs.writeFileSync(
    wrapper,
    `#!/bin/sh\nfor a in "$@"; do case "$a" in ${pattern}) echo "injected failure" >&2; exit 1;; esac; done\nexec "${real}" "$@"\n`,
    { mode: 0o755 },
  );
  return wrapper;
}

/** The podcasts' covers, painted at a quarter and scaled to 1400 px: the only pictures that size. */
const PODCAST_COVERS = '*scale=1400:1400*';
/** Gallery pictures: 1200, 600 or 300 px wide. */
const GALLERY = '*s=1200x800*|*s=600x400*|*s=300x200*';

const filesIn = (station: TestStation, kind: 'audio' | 'covers' | 'images' | 'thumbs' | 'team') =>
  fs.readdirSync(station.context.media.dirOf(kind));
/** Song covers: the covers folder less the podcasts' own (drawn at 1400 px, each held by its podcast's row). */
const songCovers = (station: TestStation) => {
  const podcastCovers = new Set(station.context.repos.podcasts.list().map((p) => p.coverFile));
  return filesIn(station, 'covers').filter((file) => !podcastCovers.has(file));
};

let station: TestStation | undefined;
afterEach(async () => {
  await station?.close();
  station = undefined;
});

describe('demo seeding when things go wrong', () => {
  it('skips failed items without leaving rows or files behind, and carries on with the rest', async () => {
    // Songs (written as .mp3) and thumbnails (piped as image2pipe) fail; pictures succeed.
    station = await startTestStation({ ffmpegPath: failingFfmpeg('*.mp3|image2pipe') });
    await seedDemoIfFirstRun(station.context);
    const { repos } = station.context;

    expect(station.context.seeding.active).toBe(false);
    expect(repos.tracks.count()).toBe(0);
    expect(repos.gallery.count()).toBe(0);
    expect(filesIn(station, 'audio')).toEqual([]);
    expect(songCovers(station)).toEqual([]);
    expect(filesIn(station, 'images')).toEqual([]);
    expect(filesIn(station, 'thumbs')).toEqual([]);
    expect(fs.readdirSync(station.context.media.tmpDir)).toEqual([]);

    // Items that did not need the failing commands are there.
    expect(repos.team.list()).toHaveLength(8);
    expect(filesIn(station, 'team')).toHaveLength(8);
    expect(repos.sources.count()).toBe(3);
    expect(repos.shows.list()).toHaveLength(DEMO_SHOWS.length);
    expect(repos.settings.read(DEMO_SEEDED_KEY)).toBeTruthy();
  }, 240_000);

  it('keeps a track without its cover when only the cover fails', async () => {
    // Covers are the only 500 px pictures (drawn at 500, 250 or 125 px); gallery pictures
    // (1200, 600 or 300 px wide) and the podcasts (their 1400 px covers, so no episode either) fail too, only to
    // keep this test short.
    const covers = '*s=500x500*|*s=125x125*|*s=250x250*';
    station = await startTestStation({ ffmpegPath: failingFfmpeg(`${covers}|${GALLERY}|${PODCAST_COVERS}`) });
    const { repos } = station.context;
    // Pretend an earlier run was interrupted after the first team member and before the shortest
    // song: resuming seeds only what is missing.
    const missing = [...DEMO_TRACKS].sort((a, b) => a.seconds - b.seconds)[0]!;
    repos.settings.write('demo_seed_started_at', new Date().toISOString());
    for (const track of DEMO_TRACKS.filter((t) => t !== missing)) {
      repos.tracks.create({
        title: track.title,
        artist: track.artist,
        album: track.album,
        duration: track.seconds,
        fileName: `${track.title}.mp3`,
        coverFile: null,
        uploadedBy: 0,
      });
    }
    const first = DEMO_TEAM[0]!;
    repos.team.create({
      firstName: first.firstName,
      lastName: first.lastName,
      role: first.role,
      bio: first.bio,
      image: '/placeholder.jpg',
      isEmployee: first.isEmployee,
      position: 1,
    });
    await seedDemoIfFirstRun(station.context);

    expect(repos.team.list()).toHaveLength(DEMO_TEAM.length);
    const seeded = repos.tracks.list().find((t) => t.title === missing.title)!;
    expect(repos.tracks.count()).toBe(DEMO_TRACKS.length);
    expect(seeded.coverImageUrl).toBeNull();
    expect(seeded.duration).toBeCloseTo(missing.seconds, 0);
    expect(filesIn(station, 'audio')).toEqual([seeded.fileName]);
    expect(songCovers(station)).toEqual([]);
  }, 240_000);

  it('stops early when asked to and resumes on the next run', async () => {
    // Songs, the gallery and the podcasts (at their covers) fail fast here, to keep the resumed run short: the team's
    // portraits show the resumed run doing what the stopped one left.
    station = await startTestStation({ ffmpegPath: failingFfmpeg(`*.mp3|${GALLERY}|${PODCAST_COVERS}`) });
    const { repos } = station.context;
    const controller = new AbortController();
    controller.abort();
    await seedDemoIfFirstRun(station.context, { signal: controller.signal });
    expect(station.context.seeding.active).toBe(false);
    expect(repos.settings.read(DEMO_SEEDED_KEY)).toBeUndefined();
    expect(repos.sources.count()).toBe(3);
    expect(repos.team.list()).toHaveLength(0);

    await seedDemoIfFirstRun(station.context);
    expect(repos.sources.count()).toBe(3);
    expect(repos.team.list()).toHaveLength(DEMO_TEAM.length);
    expect(repos.settings.read(DEMO_SEEDED_KEY)).toBeTruthy();
  }, 240_000);

  it('leaves a library that already has music alone, and never tries again', async () => {
    station = await startTestStation();
    const { repos } = station.context;
    repos.tracks.create({
      title: 'Mía',
      artist: 'Yo',
      album: null,
      duration: 100,
      fileName: 'mine.mp3',
      coverFile: null,
      uploadedBy: 1,
    });
    await seedDemoIfFirstRun(station.context);
    expect(repos.tracks.count()).toBe(1);
    expect(repos.gallery.count()).toBe(0);
    expect(repos.sources.count()).toBe(0);
    expect(repos.settings.read(DEMO_SEEDED_KEY)).toBeTruthy();

    repos.tracks.remove(repos.tracks.list()[0]!.id);
    await seedDemoIfFirstRun(station.context);
    expect(repos.team.list()).toHaveLength(0);
  });
});
