import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { plural } from '../../../../shared/text/plural';
import { apiQuery } from '../../lib/api';
import { readOnAirFeed, useOnAirFeed } from '../../public/on-air/on-air-feed';
import { HEARD_POLL_MS } from './guide-settings';

/**
 * While the presenter's own signal is on the air: how many listen right now, from the station's now-playing
 * events (pushed as each listener comes or goes), the station's outputs and its Icecast relays together. The
 * public pages hide small audiences below a threshold; a presenter sees every one of them.
 */
export function OnAirListeners() {
  const heard = useQuery({ ...apiQuery('me.liveHeard'), refetchInterval: HEARD_POLL_MS });
  useEffect(readOnAirFeed, []);
  const feed = useOnAirFeed((state) => state.data);
  if (heard.data?.heard !== true) return null;
  const total = feed ? feed.listeners + (feed.relayListeners ?? 0) : null;
  return (
    <section aria-label="Tu audiencia" className="rounded border border-green-300 bg-green-50 p-4">
      <p role="status" aria-label="Oyentes ahora" className="text-lg font-semibold text-green-900">
        {total === null ? 'Contando oyentes…' : plural(total, { one: '# oyente ahora', other: '# oyentes ahora' })}
      </p>
    </section>
  );
}
