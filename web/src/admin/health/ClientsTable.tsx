import type { ListenerStatsReport } from '../../../../shared/schemas/admin/health';

const hours = (value: number) => value.toLocaleString('es-ES', { maximumFractionDigits: 1 });

/** Sessions and listening hours per player family (or per mount). */
export function ClientsTable({
  caption,
  rows,
}: {
  caption: string;
  rows: ReadonlyArray<{ name: string; sessions: number; hours: number }>;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-gray-800">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-200 text-gray-600">
          <th className="py-1 pr-2 font-medium">Nombre</th>
          <th className="py-1 pr-2 text-right font-medium">Sesiones</th>
          <th className="py-1 text-right font-medium">Horas de escucha</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={3} className="py-2 text-gray-500">
              Sin oyentes en este periodo.
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.name} className="border-b border-gray-100">
            <td className="py-1 pr-2">{row.name}</td>
            <td className="py-1 pr-2 text-right tabular-nums">{row.sessions}</td>
            <td className="py-1 text-right tabular-nums">{hours(row.hours)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const clientRows = (report: ListenerStatsReport) =>
  report.byClient.map((r) => ({ name: r.client, sessions: r.sessions, hours: r.hours }));
export const mountRows = (report: ListenerStatsReport) =>
  report.byMount.map((r) => ({ name: r.mount.toUpperCase(), sessions: r.sessions, hours: r.hours }));
