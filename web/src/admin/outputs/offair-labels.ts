import type { OffAirState } from '../../../../shared/schemas/off-air/off-air';

/** The off-air monitor's states as the admin and the studio name them. */
export const OFF_AIR_STATE_TEXT: Record<OffAirState, string> = {
  off: 'Sin monitor',
  listening: 'Escuchando…',
  ok: 'En antena: nuestra señal',
  silent: 'Transmisor en silencio',
  mismatch: 'El emisor no emite nuestra señal',
  degraded: 'Señal degradada',
};

const number = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** "retardo 3,2 s · correlación 0,93", or null before the first check. */
export function offAirMeasure(status: { delaySeconds: number | null; correlation: number | null }): string | null {
  if (status.delaySeconds === null || status.correlation === null) return null;
  return `retardo ${number.format(status.delaySeconds)} s · correlación ${number.format(status.correlation)}`;
}
