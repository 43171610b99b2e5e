import type { AirState } from '../on-air/air-state';

export type StreamLabel = 'live' | 'onAir' | 'offAir';

/**
 * The bar's badge for a stream. On the station's own stream: what the engine reports (EN DIRECTO only for a
 * live show, EN ANTENA for the rotation, FUERA DE EMISIÓN when stopped), nothing while it cannot be reached.
 * On another source: EN DIRECTO while it plays. Never beside a failure: the red banner speaks then.
 */
export function streamLabel(input: {
  onStation: boolean;
  failed: boolean;
  isPlaying: boolean;
  air: AirState;
}): StreamLabel | null {
  if (input.failed) return null;
  if (!input.onStation) return input.isPlaying ? 'live' : null;
  if (input.air === 'live') return 'live';
  if (input.air === 'rotation') return 'onAir';
  return input.air === 'off' ? 'offAir' : null;
}
