import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AS_RUN_KIND_LABEL, AS_RUN_KINDS, type AsRunKind } from '../../../../shared/schemas/as-run';
import { apiQuery, apiUrl } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { inputClass, labelClass, secondaryButton } from '../common/styles';
import { ReportWindowFields } from './ReportWindowFields';
import { localInput, stationTime, windowQuery } from './report-window';

const LIMIT = 100;
const EXPORTS = { csv: 'reports.asRunCsv', xlsx: 'reports.asRunXlsx', pdf: 'reports.asRunPdf' } as const;
const HOUR_MS = 3_600_000;

/** "Registro de emisión": everything that aired in a window, filtered, paged, and exported as CSV, XLSX or PDF. */
export function AsRunLog() {
  const [range, setRange] = useState(() => ({
    from: localInput(Date.now() - HOUR_MS),
    to: localInput(Date.now() + 60_000),
  }));
  const [kind, setKind] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(search.trim(), 300);
  const window = windowQuery(range.from, range.to);
  const filters = new URLSearchParams(window ?? undefined);
  if (kind) filters.set('kind', kind);
  if (q) filters.set('q', q);
  const from = window?.get('from') ?? '';
  const to = window?.get('to') ?? '';
  const page = useQuery({
    ...apiQuery('reports.asRun', {
      query: { from, to, kind: (kind || undefined) as AsRunKind | undefined, q: q || undefined, offset, limit: LIMIT },
    }),
    enabled: window !== null,
    placeholderData: keepPreviousData,
  });
  const data = page.data;
  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOffset(0);
    };

  return (
    <section aria-label="Registro de emisión" className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-4">
        <ReportWindowFields from={range.from} to={range.to} onChange={(from, to) => restart(setRange)({ from, to })} />
        <label className={labelClass}>
          Tipo
          <select className={inputClass} value={kind} onChange={(event) => restart(setKind)(event.target.value)}>
            <option value="">Todos</option>
            {AS_RUN_KINDS.map((value) => (
              <option key={value} value={value}>
                {AS_RUN_KIND_LABEL[value]}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          Buscar
          <input
            type="search"
            className={inputClass}
            value={search}
            placeholder="Título, artista o programa"
            onChange={(event) => restart(setSearch)(event.target.value)}
          />
        </label>
      </div>
      {window && (
        <p className="flex flex-wrap gap-2 text-sm">
          {(['csv', 'xlsx', 'pdf'] as const).map((format) => (
            <a key={format} className={secondaryButton} href={`${apiUrl(EXPORTS[format])}?${filters}`} download>
              Descargar {format.toUpperCase()}
            </a>
          ))}
        </p>
      )}
      {page.error && <p role="alert">{page.error.message}</p>}
      {data && (
        <>
          <p className="text-sm text-gray-600">
            {data.total === 0
              ? 'Nada emitido en este periodo.'
              : `${offset + 1}–${Math.min(offset + LIMIT, data.total)} de ${new Intl.NumberFormat('es-ES').format(data.total)} · hora de ${data.timezone}`}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-gray-500">
                <tr>
                  <th className="p-2">Inicio</th>
                  <th className="p-2">Seg.</th>
                  <th className="p-2">Tipo</th>
                  <th className="p-2">Título</th>
                  <th className="p-2">Artista</th>
                  <th className="p-2">Programa</th>
                  <th className="p-2">Campaña</th>
                  <th className="p-2">ISRC</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id} className="border-t border-gray-100">
                    <td className="p-2 tabular-nums">{stationTime(item.startedAt, data.timezone)}</td>
                    <td className="p-2 tabular-nums">{item.seconds === null ? '—' : Math.round(item.seconds)}</td>
                    <td className="p-2">{AS_RUN_KIND_LABEL[item.kind]}</td>
                    <td className="p-2">{item.title}</td>
                    <td className="p-2">{item.artist}</td>
                    <td className="p-2">{[item.show, item.presenter].filter(Boolean).join(' · ')}</td>
                    <td className="p-2">{item.campaign}</td>
                    <td className="p-2">{item.isrc}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              className={secondaryButton}
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - LIMIT))}
            >
              Anterior
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={offset + LIMIT >= data.total}
              onClick={() => setOffset(offset + LIMIT)}
            >
              Siguiente
            </button>
          </div>
        </>
      )}
    </section>
  );
}
