import { useQuery } from '@tanstack/react-query';
import { apiQuery, apiUrl } from '../../lib/api';
import { HEARD_POLL_MS } from './guide-settings';

/**
 * While the presenter's encoder waits in standby (connected before their slot), they can hear what it sends, and
 * nobody else does: the station's /api/me/live/monitor, played here. It ends when the source goes on air.
 */
export function StandbyMonitor() {
  const heard = useQuery({ ...apiQuery('me.liveHeard'), refetchInterval: HEARD_POLL_MS });
  if (heard.data?.waiting !== true) return null;
  return (
    <section aria-label="Tu retorno" className="space-y-2 rounded border border-amber-300 bg-amber-50 p-4">
      <p role="status" className="font-semibold text-amber-900">
        Tu señal está en espera: saldrá al aire al empezar tu programa.
      </p>
      <p className="text-sm text-gray-700">Escúchate aquí para comprobar los niveles. Solo tú oyes este retorno.</p>
      {/* biome-ignore lint/a11y/useMediaCaption: a live feed of the presenter's own voice, nothing to caption. */}
      <audio controls preload="none" src={apiUrl('estudio.liveMonitor')} aria-label="Retorno de tu señal" />
    </section>
  );
}
