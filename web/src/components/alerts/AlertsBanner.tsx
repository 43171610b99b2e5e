import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { apiQuery } from '../../lib/api';
import { ALERT_LABELS } from './alert-labels';
import { useStationClock } from '../../lib/station-clock';

const SINCE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };

/**
 * The broadcast's open alerts (dead air, a silent live input, the stream down…), shown until each is resolved.
 * Checks every 15 s. Used at the top of the admin area and the studio console; shows nothing without an admin
 * session or without alerts.
 */
export function AlertsBanner({ className = '' }: { className?: string }) {
  const { data } = useQuery({
    ...apiQuery('health.alerts', { query: { open: 'true' } }),
    refetchInterval: 15_000,
    refetchIntervalInBackground: true,
    retry: false,
  });
  const clock = useStationClock();
  if (!data || data.length === 0) return null;
  return (
    <div
      role="alert"
      aria-label="Avisos de la emisión"
      className={`rounded-lg border border-red-300 bg-red-50 p-3 ${className}`}
    >
      <ul className="space-y-1">
        {data.map((alert) => (
          <li key={alert.id} className="flex items-start gap-2 text-sm text-red-900">
            <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-red-600" />
            <span>
              <strong>{ALERT_LABELS[alert.kind] ?? alert.kind}</strong> · desde{' '}
              <time dateTime={alert.startedAt}>{clock.format(alert.startedAt, SINCE)}</time> — {alert.message}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
