import type { Alert } from '../../../../shared/schemas/admin/health';
import { ALERT_LABELS } from '../../components/alerts/alert-labels';
import { useStationClock } from '../../lib/station-clock';

/** Every alert, newest first, with its start and end. */
export function AlertHistory({ alerts }: { alerts: Alert[] }) {
  const clock = useStationClock();
  const when = (iso: string | null) => (iso ? clock.dateTimeSeconds(iso) : 'sin resolver');
  if (alerts.length === 0) return <p className="text-sm text-gray-600">No ha habido avisos.</p>;
  return (
    // Long dates and messages scroll inside this box on a phone, not the page.
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-gray-200 text-gray-600">
            <th className="py-1 pr-2 font-medium">Aviso</th>
            <th className="py-1 pr-2 font-medium">Detalle</th>
            <th className="py-1 pr-2 font-medium">Inicio</th>
            <th className="py-1 font-medium">Fin</th>
          </tr>
        </thead>
        <tbody>
          {alerts.map((alert) => (
            <tr key={alert.id} className="border-b border-gray-100 align-top">
              <td className="py-1 pr-2 font-medium">{ALERT_LABELS[alert.kind] ?? alert.kind}</td>
              <td className="py-1 pr-2">{alert.message}</td>
              <td className="py-1 pr-2 whitespace-nowrap">{when(alert.startedAt)}</td>
              <td className={`py-1 whitespace-nowrap ${alert.resolvedAt ? '' : 'font-semibold text-red-700'}`}>
                {when(alert.resolvedAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
