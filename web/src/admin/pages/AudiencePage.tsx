import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ClientsTable, clientRows, mountRows } from '../health/ClientsTable';
import { listenerStatsCsvUrl, useListenerStats } from '../health/health-api';
import { ListenerChart } from '../health/ListenerChart';
import { BackToDashboard } from '../common/BackToDashboard';
import { cardClass, secondaryButton } from '../common/styles';

const RANGES = [
  { id: '24h', label: 'Últimas 24 horas', ms: 86_400_000 },
  { id: '7d', label: 'Últimos 7 días', ms: 7 * 86_400_000 },
  { id: '30d', label: 'Últimos 30 días', ms: 30 * 86_400_000 },
] as const;
type RangeId = (typeof RANGES)[number]['id'];

const number = (value: number, digits = 0) => value.toLocaleString('es-ES', { maximumFractionDigits: digits });

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={cardClass}>
      <p className="text-sm text-gray-600">{label}</p>
      <p className="text-2xl font-bold tabular-nums">{value}</p>
    </div>
  );
}

/** /admin/audience "Audiencia": concurrent listeners, sessions, listening hours, peak and players, with a CSV. */
export default function AudiencePage() {
  const [rangeId, setRangeId] = useState<RangeId>('24h');
  // The window is fixed when the range is chosen (to the minute) so the query key does not change every render.
  const { from, to } = useMemo(() => {
    const range = RANGES.find((r) => r.id === rangeId)!;
    const end = Math.ceil(Date.now() / 60_000) * 60_000;
    return { from: new Date(end - range.ms).toISOString(), to: new Date(end).toISOString() };
  }, [rangeId]);
  const stats = useListenerStats(from, to);
  const report = stats.data;

  return (
    <div>
      <BackToDashboard />
      <h1 className="mb-6 text-2xl font-bold">Audiencia</h1>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <fieldset className="flex flex-wrap gap-1" aria-label="Periodo">
          {RANGES.map((range) => (
            <button
              key={range.id}
              type="button"
              aria-pressed={range.id === rangeId}
              onClick={() => setRangeId(range.id)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${range.id === rangeId ? 'bg-brand text-white' : 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50'}`}
            >
              {range.label}
            </button>
          ))}
        </fieldset>
        <a className={`${secondaryButton} ml-auto`} href={listenerStatsCsvUrl(from, to)} download>
          <Download aria-hidden className="h-4 w-4" />
          Exportar CSV
        </a>
      </div>
      {stats.isError && <p className="text-red-700">No se pudieron cargar las estadísticas.</p>}
      {stats.isPending && <p className="text-gray-600">Cargando…</p>}
      {report && (
        <div className="space-y-4">
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <Figure label="Pico de oyentes" value={number(report.peak)} />
            <Figure label="Media de oyentes" value={number(report.averageListeners, 1)} />
            <Figure label="Sesiones" value={number(report.sessions)} />
            <Figure label="Horas de escucha" value={number(report.tlhHours, 1)} />
          </div>
          <section className={cardClass} aria-label="Oyentes simultáneos">
            <h2 className="mb-2 font-semibold">Oyentes simultáneos</h2>
            <ListenerChart report={report} />
          </section>
          <div className="grid gap-4 lg:grid-cols-2">
            <section className={cardClass}>
              <ClientsTable caption="Por reproductor" rows={clientRows(report)} />
            </section>
            <section className={cardClass}>
              <ClientsTable caption="Por punto de emisión" rows={mountRows(report)} />
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
