import type { SettingsRepo } from '../../repos/admin/settings';

/**
 * The settings the air reads on every decision (crossfade, loudness target, stream key, the planner's rules): held
 * here, so a frame never queries the database, and re-read when a settings change is published.
 */
export function createAirSettings(repo: Pick<SettingsRepo, 'streaming' | 'programming'>) {
  let streaming = repo.streaming();
  let programming = repo.programming();
  return {
    streaming: () => streaming,
    programming: () => programming,
    /** Going on air: the stream key or the switch may have changed while the station was off. */
    reloadStreaming() {
      streaming = repo.streaming();
    },
    /** Re-reads both and says what moved, so the air acts only on that. */
    reload() {
      const before = { streaming, programming };
      streaming = repo.streaming();
      programming = repo.programming();
      return {
        keyChanged: before.streaming.streamKey !== streaming.streamKey,
        programmingMoved: JSON.stringify(before.programming) !== JSON.stringify(programming),
      };
    },
  };
}
export type AirSettings = ReturnType<typeof createAirSettings>;
