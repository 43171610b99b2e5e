import type { AuditEntry } from '../../../../shared/schemas/programming/station';
import { activityLabel } from './activity-labels';
import { StationTime } from '../../lib/station-clock';

/** The latest entries of the server's audit log. */
export function RecentActivity({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-gray-600">Todavía no hay actividad registrada.</p>;
  return (
    <ul aria-label="Actividad reciente" className="divide-y divide-gray-100">
      {entries.map((entry) => (
        <li key={entry.id} className="py-2 text-sm">
          <p>
            <span className="font-medium">{activityLabel(entry.action)}</span>
            {/* A detail may hold a URL or a file name with no space: it wraps anywhere rather than widen a phone page. */}
            {entry.detail && <span className="text-gray-700 wrap-anywhere"> — {entry.detail}</span>}
          </p>
          <p className="text-xs text-gray-500">
            {entry.username ?? 'Sistema'} · <StationTime at={entry.at} />
          </p>
        </li>
      ))}
    </ul>
  );
}
