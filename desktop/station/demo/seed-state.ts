import type { StationContext } from '../context';

/** Set when the demo is done (or was not wanted because the library already had music). */
export const DEMO_SEEDED_KEY = 'demo_seeded_at';
/** Set when seeding starts, so a run interrupted half-way resumes instead of giving up. */
export const DEMO_STARTED_KEY = 'demo_seed_started_at';

/**
 * Whether the demo still has work to do: not when it is done, nor on a station whose library already has music
 * (that is recorded, so the question is not asked again). Kept apart from the seeding itself so the serving
 * process can ask it without loading the demo's songs, pictures and shows.
 */
export function demoWanted({ repos, log }: Pick<StationContext, 'repos' | 'log'>): boolean {
  if (repos.settings.read(DEMO_SEEDED_KEY)) return false;
  const resuming = repos.settings.read(DEMO_STARTED_KEY) !== undefined;
  if (!resuming && repos.tracks.count() > 0) {
    log.info('demo: library already has tracks, no demo content');
    repos.settings.write(DEMO_SEEDED_KEY, new Date().toISOString());
    return false;
  }
  return true;
}
