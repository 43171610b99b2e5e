import { seedDemoMusicScheduling } from './music-scheduling';
import os from 'node:os';
import type { StationContext } from '../core/context';
import { DEMO_ARTWORKS } from './artworks';
import { seedArtwork, seedTeamMember, seedTrack } from './seed-media';
import { DEMO_TRACKS } from './songs';
import { seedDemoShows } from './shows';
import { DEMO_SOURCES, DEMO_TEAM } from './station-data';
import { DEMO_PODCASTS, seedDemoPodcast } from './podcasts';
import { isoNow } from '../core/clock';

/** Set when the demo is done (or was not wanted because the library already had music). */
export const DEMO_SEEDED_KEY = 'demo_seeded_at';
/** Set when seeding starts, so a run interrupted half-way resumes instead of giving up. */
/** The parts the demo writes: rows, files, the schedule, and whether seeding is under way. */
type SeedContext = Pick<
  StationContext,
  'repos' | 'log' | 'db' | 'config' | 'events' | 'plannerData' | 'clock' | 'media' | 'ffmpegPath' | 'seeding'
>;

const DEMO_STARTED_KEY = 'demo_seed_started_at';

/**
 * Runs jobs with at most `limit` in flight (ffmpeg is CPU-bound and the station keeps serving);
 * once `signal` aborts, no new job starts.
 */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal | undefined,
  job: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next++;
      await job(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Fills a brand-new station with a living demo: six synthesised songs with covers, gallery and
 * shipyard pictures, streaming sources, the June 2025 Saturday schedule and the team.
 * Runs once per data dir and only while the library is empty. Each item is created only after
 * its files exist; an item that fails is logged and skipped, the rest carries on.
 * An aborted `signal` (station stopping) ends it after the items in flight; the next start resumes.
 */
export async function seedDemoIfFirstRun(ctx: SeedContext, options: { signal?: AbortSignal } = {}): Promise<void> {
  const { signal } = options;
  const { repos, log } = ctx;
  if (repos.settings.read(DEMO_SEEDED_KEY)) return;
  const resuming = repos.settings.read(DEMO_STARTED_KEY) !== undefined;
  if (!resuming && repos.tracks.count() > 0) {
    log.info('demo: library already has tracks, no demo content');
    repos.settings.write(DEMO_SEEDED_KEY, isoNow(ctx.clock));
    return;
  }

  ctx.seeding.active = true;
  const started = ctx.clock.monotonic();
  try {
    repos.settings.write(DEMO_STARTED_KEY, isoNow(ctx.clock));
    log.info(resuming ? 'demo: resuming the interrupted demo seeding' : 'demo: seeding the demo station');
    const uploadedBy = repos.users.findByUsername('admin')?.id ?? 0;
    const parallel = Math.max(1, Math.min(2, os.availableParallelism()));
    let failures = 0;
    const attempt = async (label: string, work: () => Promise<string | undefined>) => {
      try {
        const detail = await work();
        log.info(`demo: ${label}${detail ? ` ${detail}` : ''}`);
      } catch (error) {
        // Stopping the station kills the jobs in flight: not a failure, the next start resumes the item.
        if (signal?.aborted) return log.info(`demo: ${label} interrupted by the shutdown`);
        failures++;
        log.error(`demo: ${label} failed, skipped`, { error: (error as Error).message });
      }
    };

    // Rows without files go in one transaction; items with files are skipped when already there.
    ctx.repos.transaction(() => {
      if (repos.sources.count() === 0) for (const source of DEMO_SOURCES) repos.sources.create(source);
    })();
    seedDemoShows(ctx);
    log.info('demo: streaming sources and schedule ready');

    const haveMembers = new Set(repos.team.list().map((m) => m.name));
    const members = DEMO_TEAM.map((member, i) => ({ member, position: i + 1 })).filter(
      ({ member }) => !haveMembers.has(`${member.firstName} ${member.lastName}`),
    );
    await eachLimited(members, parallel, signal, ({ member, position }, i) =>
      attempt(`team ${i + 1}/${members.length} ${member.firstName} ${member.lastName}`, async () => {
        await seedTeamMember(ctx, member, position);
        return undefined;
      }),
    );

    const haveTracks = new Set(repos.tracks.list().map((t) => `${t.artist}\n${t.title}`));
    const tracks = DEMO_TRACKS.filter((t) => !haveTracks.has(`${t.artist}\n${t.title}`));
    await eachLimited(tracks, parallel, signal, (track, i) =>
      attempt(`track ${i + 1}/${tracks.length} «${track.title}» – ${track.artist}`, async () => {
        const t0 = ctx.clock.monotonic();
        const duration = await seedTrack(ctx, track, uploadedBy);
        return `(${duration.toFixed(1)} s of audio in ${((ctx.clock.monotonic() - t0) / 1000).toFixed(1)} s)`;
      }),
    );

    // After the songs: the categories name them, the clocks and the grid pick from them.
    await attempt('music categories, clocks and grid', async () => {
      seedDemoMusicScheduling(ctx);
      return undefined;
    });

    const haveImages = new Set(repos.gallery.list().map((image) => image.title));
    const artworks = DEMO_ARTWORKS.filter((a) => !haveImages.has(a.title));
    await eachLimited(artworks, parallel, signal, (artwork, i) =>
      attempt(`image ${i + 1}/${artworks.length} «${artwork.title}»`, async () => {
        await seedArtwork(ctx, artwork, uploadedBy);
        return undefined;
      }),
    );

    await eachLimited(DEMO_PODCASTS, parallel, signal, (podcast, i) =>
      attempt(`podcast ${i + 1}/${DEMO_PODCASTS.length} «${podcast.title}»`, async () => {
        await seedDemoPodcast(ctx, podcast, signal);
        return undefined;
      }),
    );

    if (signal?.aborted) {
      log.info('demo: interrupted, the next start resumes it');
      return;
    }
    repos.settings.write(DEMO_SEEDED_KEY, isoNow(ctx.clock));
    const seconds = ((ctx.clock.monotonic() - started) / 1000).toFixed(1);
    log.info(`demo: done in ${seconds} s${failures ? ` (${failures} item(s) skipped)` : ''}`);
  } finally {
    ctx.seeding.active = false;
  }
}
