import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { PushOutput, PushState } from '../../../../shared/schemas/broadcast/outputs';
import { DeleteButton } from '../common/DeleteButton';
import { OutputForm } from './OutputForm';
import { useOutputMutations } from './useOutputMutations';
import { apiQuery } from '../../lib/api';
import { StationTime } from '../../lib/station-clock';

const STATE_LABELS: Record<PushState, { text: string; className: string }> = {
  connected: { text: 'Conectada', className: 'bg-green-100 text-green-800' },
  connecting: { text: 'Conectando…', className: 'bg-yellow-100 text-yellow-800' },
  error: { text: 'Error', className: 'bg-red-100 text-red-800' },
  stopped: { text: 'Emisión parada', className: 'bg-gray-100 text-gray-700' },
  disabled: { text: 'Desactivada', className: 'bg-gray-100 text-gray-700' },
};

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB`;
const where = (o: PushOutput) => `${o.host}:${o.port}${o.mount}`;

function EditOutputDialog({ output }: { output: PushOutput }) {
  const [open, setOpen] = useState(false);
  const { update } = useOutputMutations();
  const { id, state, lastError, bytesSent, connectedSince, hasPassword, ...settings } = output;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded p-1.5 text-gray-600 hover:bg-gray-100" aria-label={`Editar ${where(output)}`}>
        <Pencil aria-hidden className="h-4 w-4" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[90vw] max-w-2xl -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="mb-4 text-lg font-semibold">Editar salida</Dialog.Title>
          <Dialog.Description className="sr-only">Cambia el servidor, el formato o la contraseña.</Dialog.Description>
          <OutputForm
            idPrefix={`edit-output-${id}`}
            editing
            initial={settings}
            submitLabel="Guardar"
            busy={update.isPending}
            onCancel={() => setOpen(false)}
            onSubmit={(changes) => update.mutate({ id, changes }, { onSuccess: () => setOpen(false) })}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Every Icecast push with its live state (refreshed every five seconds), edit and delete. */
export function OutputList() {
  const outputs = useQuery({ ...apiQuery('outputs.list'), refetchInterval: 5_000 });
  const { remove } = useOutputMutations();
  if (outputs.isPending) return <p role="status">Cargando salidas...</p>;
  if (outputs.isError)
    return (
      <p role="alert" className="text-red-600">
        No se pudieron cargar las salidas.
      </p>
    );
  if (outputs.data.length === 0)
    return <p className="text-gray-600">Aún no hay salidas: la emisora solo se escucha desde su propio servidor.</p>;
  return (
    <ul aria-label="Salidas Icecast" className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
      {outputs.data.map((output) => {
        const state = STATE_LABELS[output.state];
        return (
          <li key={output.id} className="flex flex-wrap items-center gap-3 p-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-mono text-sm">{where(output)}</p>
              <p className="text-xs text-gray-600">
                {output.format.toUpperCase()} {output.bitrateKbps} kbps · {output.public ? 'pública' : 'privada'} ·
                enviados {megabytes(output.bytesSent)}
                {output.connectedSince && (
                  <>
                    {' '}
                    · conectada desde <StationTime at={output.connectedSince} shape="time" />
                  </>
                )}
              </p>
              {output.lastError && output.state !== 'connected' && (
                <p className="text-xs text-red-700">{output.lastError}</p>
              )}
            </div>
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${state.className}`}>{state.text}</span>
            <EditOutputDialog output={output} />
            <DeleteButton
              itemName={where(output)}
              title="¿Eliminar esta salida?"
              description={`La emisora dejará de enviar a ${where(output)}. Esta acción no se puede deshacer.`}
              onConfirm={() => remove.mutate(output.id)}
            />
          </li>
        );
      })}
    </ul>
  );
}
