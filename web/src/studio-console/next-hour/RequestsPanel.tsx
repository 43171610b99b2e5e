import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, MessageCircleHeart, X } from 'lucide-react';
import type { PendingRequest } from '../../../../shared/schemas/requests/requests';
import { api, apiKey, apiQuery, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { clockTime } from '../on-air/clock-time';
import { useStationTimeZone } from '../../lib/station-clock';

const small = 'inline-flex items-center gap-1 rounded px-2 py-1 text-xs font-semibold disabled:opacity-50';

/**
 * Listeners' requests waiting to air, with their dedications: nobody hears or reads a dedication until it is
 * approved here; a request can be taken out of the queue.
 */
export function RequestsPanel() {
  const client = useQueryClient();
  const waiting = useQuery({ ...apiQuery('requests.waiting'), refetchInterval: 10_000 });
  const done = () => void client.invalidateQueries({ queryKey: apiKey('requests.waiting') });
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, 'Error al conectar con el servidor.'), variant: 'destructive' });
  const moderate = useMutation({
    mutationFn: ({ id, approved }: { id: number; approved: boolean }) =>
      api('requests.moderate', { params: { id }, body: { approved } }),
    onSuccess: done,
    onError: failed('No se pudo moderar la dedicatoria'),
  });
  const reject = useMutation({
    mutationFn: (id: number) => api('requests.reject', { params: { id } }),
    onSuccess: done,
    onError: failed('No se pudo rechazar la petición'),
  });
  const busy = moderate.isPending || reject.isPending;
  return (
    <section aria-label="Peticiones" className="space-y-2 rounded-xl border border-gray-200 bg-white p-4">
      <h2 className="flex items-center gap-2 font-semibold">
        <MessageCircleHeart aria-hidden className="h-5 w-5 text-brand" /> Peticiones de oyentes
      </h2>
      {waiting.isError && <p role="alert">No se pudieron cargar las peticiones.</p>}
      {waiting.data?.length === 0 && <p className="text-sm text-gray-600">No hay peticiones pendientes.</p>}
      <ul className="divide-y divide-gray-100 text-sm">
        {waiting.data?.map((request) => (
          <RequestRow
            key={request.id}
            request={request}
            busy={busy}
            onModerate={(approved) => moderate.mutate({ id: request.id, approved })}
            onReject={() => reject.mutate(request.id)}
          />
        ))}
      </ul>
    </section>
  );
}

function RequestRow(props: {
  request: PendingRequest;
  busy: boolean;
  onModerate(approved: boolean): void;
  onReject(): void;
}) {
  const { request } = props;
  const timeZone = useStationTimeZone();
  return (
    <li data-testid="request-item" className="space-y-1 py-2">
      <div className="flex items-center gap-3">
        {request.expectedAt ? (
          <time dateTime={request.expectedAt} className="w-12 tabular-nums text-gray-500">
            {clockTime(request.expectedAt, timeZone)}
          </time>
        ) : (
          <span className="w-12 tabular-nums text-gray-500">—</span>
        )}
        <span className="min-w-0 flex-1 truncate">
          {request.title}
          <span className="text-gray-600"> — {request.artist}</span>
        </span>
        <button
          type="button"
          className={`${small} text-red-700 hover:bg-red-50`}
          disabled={props.busy}
          onClick={props.onReject}
          aria-label={`Rechazar la petición de ${request.title}`}
        >
          <X aria-hidden className="h-3 w-3" /> Rechazar
        </button>
      </div>
      {request.dedication && (
        <div className="ml-15 flex flex-wrap items-center gap-2 rounded bg-gray-50 p-2">
          <q className="flex-1 italic">{request.dedication}</q>
          {request.dedicationState === 'pending' ? (
            <>
              <button
                type="button"
                className={`${small} text-green-800 hover:bg-green-50`}
                disabled={props.busy}
                onClick={() => props.onModerate(true)}
                aria-label={`Aprobar la dedicatoria de ${request.title}`}
              >
                <Check aria-hidden className="h-3 w-3" /> Aprobar
              </button>
              <button
                type="button"
                className={`${small} text-red-700 hover:bg-red-50`}
                disabled={props.busy}
                onClick={() => props.onModerate(false)}
                aria-label={`Rechazar la dedicatoria de ${request.title}`}
              >
                <X aria-hidden className="h-3 w-3" /> No leer
              </button>
            </>
          ) : (
            <span className="text-xs text-gray-600">
              {request.dedicationState === 'approved' ? 'Dedicatoria aprobada' : 'Dedicatoria rechazada'}
            </span>
          )}
        </div>
      )}
    </li>
  );
}
