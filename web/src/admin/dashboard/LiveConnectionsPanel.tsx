import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type LiveConnectionView, liveConnectionSchema } from '../../../../shared/schemas/estudio/estudio';
import { apiKey, apiQuery, apiUrl } from '../../lib/api';
import { cardClass } from '../common/styles';
import { useStationClock } from '../../lib/station-clock';
import { CutLiveButton } from './CutLiveButton';

const VIA = { rtmp: 'OBS (RTMP)', icecast: 'Icecast', browser: 'Navegador', studio: 'Mesa del estudio' } as const;

/**
 * "En antena" only while listeners hear the connection: one the arbiter chose whose audio is not on the bus (it
 * sends nothing a decoder can read, or it is still fading in) is "Sin audio", and the rotation is what airs.
 */
const modeLabel = (c: LiveConnectionView) =>
  c.mode === 'standby' ? 'En espera' : c.heard ? 'En antena' : 'Sin audio (suena la programación)';

/** Who is connected live, who is on air, who is waiting: the list, kept current by the server's events. */
export function LiveConnectionsPanel() {
  const queryClient = useQueryClient();
  const clock = useStationClock();
  const connections = useQuery(apiQuery('live.connections'));
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(apiUrl('live.events'));
    source.addEventListener('live', (event) => {
      const parsed = liveConnectionSchema.array().safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) queryClient.setQueryData(apiKey('live.connections'), parsed.data);
    });
    return () => source.close();
  }, [queryClient]);
  const list = connections.data ?? [];
  return (
    <section aria-labelledby="conexiones-directo" className={cardClass}>
      <h3 id="conexiones-directo" className="mb-2 font-semibold">
        Conexiones en directo
      </h3>
      {list.length === 0 ? (
        <p className="text-sm text-gray-600">Nadie conectado.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {list.map((c) => (
            <li key={c.id}>
              <span className={c.heard ? 'font-semibold text-red-700' : 'text-gray-700'}>{modeLabel(c)}</span>: {c.who}{' '}
              · {VIA[c.via]}
              {c.showName ? ` · ${c.showName}` : ''}
              {c.until !== null ? ` · hasta las ${clock.time(c.until)}` : ''}
              <CutLiveButton connection={c} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
