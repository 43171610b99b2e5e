import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import type { EnquiryFilter, EnquiryStatus } from '../../../../shared/schemas/admin/admin';
import { apiQuery, apiUrl } from '../../lib/api';
import { DeleteButton } from '../common/DeleteButton';
import { cardClass, inputClass, labelClass, secondaryButton } from '../common/styles';
import { useEnquiryMutations } from './useEnquiryMutations';
import { StationTime } from '../../lib/station-clock';

/** 'open' is the inbox's default view: everything not archived (the API's answer without ?status=). */
type View = EnquiryFilter | 'open';

const VIEWS: ReadonlyArray<[View, string]> = [
  ['open', 'Sin archivar'],
  ['new', 'Nuevas'],
  ['handled', 'Atendidas'],
  ['archived', 'Archivadas'],
  ['all', 'Todas'],
];

const BADGES: Record<EnquiryStatus, [string, string]> = {
  new: ['Nueva', 'bg-blue-100 text-blue-800'],
  handled: ['Atendida', 'bg-green-100 text-green-800'],
  archived: ['Archivada', 'bg-gray-200 text-gray-700'],
};

const smallButton = `${secondaryButton} px-2.5 py-1 text-xs`;

/** Messages sent through the public contact (advertising) form, newest first, as an inbox. */
export function EnquiriesSection() {
  const [view, setView] = useState<View>('open');
  const filterId = useId();
  const status = view === 'open' ? undefined : view;
  // The export has every enquiry unless a specific status is chosen.
  const csvUrl = apiUrl('enquiries.csv', { query: { status } });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-48">
          <label htmlFor={filterId} className={labelClass}>
            Mostrar
          </label>
          <select id={filterId} className={inputClass} value={view} onChange={(e) => setView(e.target.value as View)}>
            {VIEWS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <a href={csvUrl} download className={secondaryButton}>
          <Download aria-hidden className="h-4 w-4" />
          Exportar CSV
        </a>
      </div>
      <EnquiryList status={status} />
    </div>
  );
}

function EnquiryList({ status }: { status: EnquiryFilter | undefined }) {
  const enquiries = useQuery(apiQuery('enquiries.list', { query: { status } }));
  const { setStatus, remove } = useEnquiryMutations();
  if (enquiries.isPending) return <p role="status">Cargando consultas...</p>;
  if (enquiries.isError)
    return (
      <p role="alert" className="text-red-600">
        No se pudieron cargar las consultas.
      </p>
    );
  if (enquiries.data.length === 0) return <p className="text-gray-600">No hay consultas en esta vista.</p>;
  const busy = setStatus.isPending || remove.isPending;
  return (
    <ul aria-label="Consultas recibidas" className="space-y-3">
      {enquiries.data.map((e) => {
        const [badge, badgeClass] = BADGES[e.status];
        const who = `consulta de ${e.name}`;
        return (
          <li key={e.id} aria-label={`Consulta de ${e.name} (${e.company})`} className={cardClass}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">
                {e.name} <span className="font-normal text-gray-600">· {e.company}</span>{' '}
                <span className={`ml-1 rounded-full px-2 py-0.5 text-xs font-medium ${badgeClass}`}>{badge}</span>
              </p>
              <time dateTime={e.createdAt} className="text-xs text-gray-500">
                <StationTime at={e.createdAt} />
              </time>
            </div>
            <p className="mt-1 text-sm">
              <a href={`mailto:${e.email}`} className="text-blue-700 hover:underline">
                {e.email}
              </a>
              {' · '}
              <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`} className="text-blue-700 hover:underline">
                {e.phone}
              </a>
            </p>
            <p className="mt-2 whitespace-pre-line text-sm text-gray-800">{e.message}</p>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              {e.status === 'new' ? (
                <button
                  type="button"
                  className={smallButton}
                  disabled={busy}
                  onClick={() => setStatus.mutate({ id: e.id, status: 'handled' })}
                >
                  Marcar como atendida
                </button>
              ) : (
                <button
                  type="button"
                  className={smallButton}
                  disabled={busy}
                  onClick={() => setStatus.mutate({ id: e.id, status: 'new' })}
                >
                  Reabrir
                </button>
              )}
              {e.status !== 'archived' && (
                <button
                  type="button"
                  className={smallButton}
                  disabled={busy}
                  onClick={() => setStatus.mutate({ id: e.id, status: 'archived' })}
                >
                  Archivar
                </button>
              )}
              <DeleteButton
                itemName={who}
                title="¿Eliminar la consulta?"
                description={`La consulta de ${e.name} (${e.company}) se eliminará definitivamente. Si solo quieres quitarla de la bandeja, archívala.`}
                onConfirm={() => remove.mutate(e.id)}
                disabled={busy}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
