import { useEffect, useState } from 'react';
import { desktopBridge } from '../../lib/desktop-bridge';
import { type PlayerView, startAirWindowPlayer } from './air-window-player';

/**
 * Only in the desktop window: the player of "Salida al emisor" through this window. It stays connected so the
 * settings screen can offer this PC's cards, and plays when the station names one (`ventana:<deviceId>`).
 */
export function AirWindowPlayer() {
  const bridge = desktopBridge();
  const [view, setView] = useState<PlayerView | null>(null);
  useEffect(() => {
    if (!bridge) return;
    const player = startAirWindowPlayer(setView);
    return () => player.stop();
  }, [bridge]);
  if (!bridge || !view || view.state === 'idle') return null;
  return (
    <section aria-label="Salida al emisor por esta ventana" className="text-sm text-gray-700" data-testid="air-window">
      <p>
        Salida al emisor por esta ventana:{' '}
        {view.state === 'playing'
          ? `sonando en «${view.label ?? 'la tarjeta predeterminada'}».`
          : `no puede sonar: ${view.reason ?? 'motivo desconocido'}.`}
      </p>
      <p className="text-xs text-gray-500">
        Deja esta ventana abierta: si se cierra, el transmisor deja de recibir la emisora por esta tarjeta.
      </p>
    </section>
  );
}
