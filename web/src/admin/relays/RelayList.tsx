import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { Relay } from '../../../../shared/schemas/broadcast/relays';
import { DeleteButton } from '../common/DeleteButton';
import { useStreamingStatus } from '../streaming/useStreamingStatus';
import { RelayForm } from './RelayForm';
import { useRelayMutations } from './useRelayMutations';
import { apiQuery } from '../../lib/api';
import { useStationClock } from '../../lib/station-clock';

const count = new Intl.NumberFormat('es-ES');

function stateOf(relay: Relay): { text: string; className: string } {
  if (relay.checkedAt === null) return { text: 'Comprobando…', className: 'bg-gray-100 text-gray-700' };
  if (!relay.ok) return { text: 'Sin respuesta', className: 'bg-red-100 text-red-800' };
  if (relay.carriesTitle === false) return { text: 'Sin la emisión', className: 'bg-yellow-100 text-yellow-800' };
  return { text: 'Funciona', className: 'bg-green-100 text-green-800' };
}

function EditRelayDialog({ relay }: { relay: Relay }) {
  const [open, setOpen] = useState(false);
  const { update } = useRelayMutations();
  const initial = {
    name: relay.name,
    url: relay.url,
    mount: relay.mount,
    adminUser: relay.adminUser ?? undefined,
    maxListeners: relay.maxListeners,
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded p-1.5 text-gray-600 hover:bg-gray-100" aria-label={`Editar ${relay.name}`}>
        <Pencil aria-hidden className="h-4 w-4" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[90vw] max-w-2xl -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="mb-4 text-lg font-semibold">Editar repetidor</Dialog.Title>
          <Dialog.Description className="sr-only">
            Cambia la dirección, el punto de montaje o las credenciales.
          </Dialog.Description>
          <RelayForm
            idPrefix={`edit-relay-${relay.id}`}
            editing
            initial={initial}
            submitLabel="Guardar"
            busy={update.isPending}
            onCancel={() => setOpen(false)}
            onSubmit={(changes) => update.mutate({ id: relay.id, changes }, { onSuccess: () => setOpen(false) })}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The station's own listeners beside each relay's, with what each relay's status page said last. */
export function RelayList() {
  const relays = useQuery({ ...apiQuery('relays.list'), refetchInterval: 5_000 });
  const status = useStreamingStatus(5_000);
  const { remove } = useRelayMutations();
  const clock = useStationClock();
  const since = (iso: string | null) => (iso ? clock.dateTimeSeconds(iso) : '—');
  if (relays.isPending) return <p role="status">Cargando repetidores...</p>;
  if (relays.isError)
    return (
      <p role="alert" className="text-red-600">
        No se pudieron cargar los repetidores.
      </p>
    );
  const total = (status.data?.listeners ?? 0) + relays.data.reduce((n, r) => n + r.listeners, 0);
  return (
    // relative: the screen-reader-only header (absolute) stays inside this scroller instead of widening the page.
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table aria-label="Oyentes por servidor" className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-xs uppercase text-gray-600">
          <tr>
            <th className="p-3">Servidor</th>
            <th className="p-3">Estado</th>
            <th className="p-3 text-right">Oyentes</th>
            <th className="p-3 text-right">Pico</th>
            <th className="p-3">Título que lleva</th>
            <th className="p-3">
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          <tr>
            <td className="p-3 font-medium">Emisora (montajes locales)</td>
            <td className="p-3">{status.data?.serverRunning ? 'En antena' : 'Parada'}</td>
            <td className="p-3 text-right">{count.format(status.data?.listeners ?? 0)}</td>
            <td className="p-3" colSpan={3} />
          </tr>
          {relays.data.map((relay) => {
            const state = stateOf(relay);
            return (
              <tr key={relay.id} data-relay={relay.name}>
                <td className="p-3">
                  <p className="font-medium">{relay.name}</p>
                  <p className="font-mono text-xs text-gray-600">{relay.listenUrl}</p>
                  <p className="text-xs text-gray-500">
                    En marcha desde {since(relay.serverStartedAt)} · comprobado {since(relay.checkedAt)}
                  </p>
                  {relay.error && !relay.ok && <p className="text-xs text-red-700">{relay.error}</p>}
                </td>
                <td className="p-3">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${state.className}`}>
                    {state.text}
                  </span>
                </td>
                <td className="p-3 text-right">
                  {count.format(relay.listeners)}
                  {relay.maxListeners !== null && ` / ${count.format(relay.maxListeners)}`}
                </td>
                <td className="p-3 text-right">{count.format(relay.peak)}</td>
                <td className="max-w-48 truncate p-3">{relay.title ?? '—'}</td>
                <td className="whitespace-nowrap p-3">
                  <EditRelayDialog relay={relay} />
                  <DeleteButton
                    itemName={relay.name}
                    title="¿Eliminar este repetidor?"
                    description={`La emisora dejará de contar los oyentes de ${relay.name} y de enviarle oyentes.`}
                    onConfirm={() => remove.mutate(relay.id)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot className="bg-gray-50 font-medium">
          <tr>
            <td className="p-3">Total</td>
            <td className="p-3" />
            <td className="p-3 text-right">{count.format(total)}</td>
            <td className="p-3" colSpan={3} />
          </tr>
        </tfoot>
      </table>
      {relays.data.length === 0 && (
        <p className="p-3 text-gray-600">Aún no hay repetidores: la emisora solo cuenta a sus propios oyentes.</p>
      )}
    </div>
  );
}
