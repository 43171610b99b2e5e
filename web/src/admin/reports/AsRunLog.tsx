import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AS_RUN_KIND_LABEL, AS_RUN_KINDS, type AsRunKind } from '../../../../shared/schemas/reports/as-run';
import { apiQuery, apiUrl } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { inputClass, labelClass, secondaryButton } from '../common/styles';
import { ReportWindowFields } from './ReportWindowFields';
import { AsRunTable } from './AsRunTable';
import { localInput, windowQuery } from './report-window';
import { withStationTimeZone } from '../../lib/station-clock';

const LIMIT = 100;
const EXPORTS = { csv: 'reports.asRunCsv', xlsx: 'reports.asRunXlsx', pdf: 'reports.asRunPdf' } as const;
const HOUR_MS = 3_600_000;

/** "Registro de emisión": everything that aired in a window, filtered, paged, and exported as CSV, XLSX or PDF. */
function AsRunLogAt({ timeZone }: { timeZone: string }) {
  const [range, setRange] = useState(() => ({
    from: localInput(Date.now() - HOUR_MS, timeZone),
    to: localInput(Date.now() + 60_000, timeZone),
  }));
  const [kind, setKind] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(search.trim(), 300);
  const window = windowQuery(range.from, range.to, timeZone);
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
          <AsRunTable items={data.items} timezone={data.timezone} />
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

export const AsRunLog = withStationTimeZone(AsRunLogAt);
