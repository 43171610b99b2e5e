import type { NowPlaying } from '../../../../shared/schemas/broadcast/streaming';

/**
 * What the public labels may claim about the air, from what the engine last said:
 * - 'unknown': no answer from the station (not yet, or the connection is lost): no on-air claim at all;
 * - 'off': the engine is stopped ("Detener Servidor"): FUERA DE EMISIÓN;
 * - 'rotation': on air with the automatic rotation: EN ANTENA;
 * - 'live': on air with a live show (OBS or another live input): EN DIRECTO.
 */
export type AirState = 'unknown' | 'off' | 'rotation' | 'live';

type EngineReport = Pick<NowPlaying, 'isLive' | 'current'> & { serverRunning?: boolean };

export function airState(data: EngineReport | null): AirState {
  if (!data) return 'unknown';
  if (data.isLive) return 'live';
  // A station from before serverRunning was sent: it names nothing on air only while stopped.
  const running = data.serverRunning ?? data.current !== null;
  return running ? 'rotation' : 'off';
}

/** True when the station's own stream has something to play. */
export const isOnAir = (state: AirState): boolean => state === 'rotation' || state === 'live';
