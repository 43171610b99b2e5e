import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { apiQuery } from '../../lib/api';
import { useStationClock } from '../../lib/station-clock';

/** Open alerts of the broadcast (dead air, a silent live input, an encoder restarting…), newest first. */
export function AlertsPanel() {
  const alerts = useQuery({ ...apiQuery('health.alerts', { query: { open: 'true' } }), refetchInterval: 5_000 });
  const clock = useStationClock();
  if (!alerts.data || alerts.data.length === 0) return null;
  return (
    <section aria-label="Avisos" className="space-y-2 rounded-xl border-2 border-red-400 bg-red-50 p-4">
      <h2 className="flex items-center gap-2 font-semibold text-red-800">
        <TriangleAlert aria-hidden className="h-5 w-5" /> Avisos
      </h2>
      <ul className="space-y-1">
        {alerts.data.map((alert) => (
          <li key={alert.id} role="alert" className="text-red-800">
            {alert.message}{' '}
            <span className="text-xs text-red-600">
              desde <time dateTime={alert.startedAt}>{clock.time(alert.startedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
