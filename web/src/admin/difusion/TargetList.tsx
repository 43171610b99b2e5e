import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import {
  EVENT_LABELS,
  TARGET_KIND_LABELS,
  type TargetTestResult,
  type TargetView,
} from '../../../../shared/schemas/difusion/difusion';
import { apiQuery } from '../../lib/api';
import { DeleteButton } from '../common/DeleteButton';
import { secondaryButton } from '../common/styles';
import { TargetForm } from './TargetForm';
import { useDifusionMutations } from './useDifusionMutations';
import { useStationClock } from '../../lib/station-clock';

const count = new Intl.NumberFormat('es-ES');

/** The form's fields of a stored target (the secret stays on the server). */
function settingsOf(target: TargetView) {
  const { id: _id, secretSet: _set, secretHint: _hint, state: _state, ...settings } = target;
  return settings;
}

function EditTargetDialog({ target }: { target: TargetView }) {
  const [open, setOpen] = useState(false);
  const { update } = useDifusionMutations();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded p-1.5 text-gray-600 hover:bg-gray-100" aria-label={`Editar ${target.name}`}>
        <Pencil aria-hidden className="h-4 w-4" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[90vw] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="mb-4 text-lg font-semibold">Editar destino</Dialog.Title>
          <Dialog.Description className="sr-only">Cambia el destino, sus eventos y sus plantillas.</Dialog.Description>
          <TargetForm
            idPrefix={`edit-target-${target.id}`}
            editing
            initial={settingsOf(target)}
            submitLabel="Guardar"
            busy={update.isPending}
            onCancel={() => setOpen(false)}
            onSubmit={(changes) => update.mutate({ id: target.id, changes }, { onSuccess: () => setOpen(false) })}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function TargetRow({ target }: { target: TargetView }) {
  const { update, remove, test } = useDifusionMutations();
  const [result, setResult] = useState<TargetTestResult | null>(null);
  const clock = useStationClock();
  const { state } = target;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-3" data-target={target.name}>
      <div className="min-w-0">
        <p className="font-medium">
          {target.name} <span className="text-sm font-normal text-gray-600">· {TARGET_KIND_LABELS[target.kind]}</span>
          {target.secretHint && <span className="text-sm font-normal text-gray-600"> · {target.secretHint}</span>}
        </p>
        <p className="text-xs text-gray-600">
          {target.events.map((event) => EVENT_LABELS[event]).join(', ') || 'Ningún evento'} · cada{' '}
          {count.format(target.minIntervalSeconds)} s como mínimo
        </p>
        <p className="text-xs text-gray-500">
          Enviados {count.format(state.sent)} · fallidos {count.format(state.failed)} · descartados{' '}
          {count.format(state.dropped)} · en cola {count.format(state.queued)} · último envío{' '}
          {state.lastSentAt ? clock.dateTimeSeconds(state.lastSentAt) : 'nunca'}
        </p>
        {state.lastError && <p className="text-xs text-red-700">Último error: {state.lastError}</p>}
        {result && (
          <p role="status" className={`mt-1 text-sm ${result.ok ? 'text-green-700' : 'text-red-700'}`}>
            {result.message}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2 whitespace-nowrap">
        <label className="flex items-center gap-1 text-sm">
          <input
            type="checkbox"
            checked={target.enabled}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate({ id: target.id, changes: { ...settingsOf(target), enabled: event.target.checked } })
            }
          />
          Activo
        </label>
        <button
          type="button"
          className={secondaryButton}
          disabled={test.isPending}
          onClick={() => test.mutate(target.id, { onSuccess: setResult })}
        >
          {test.isPending ? 'Enviando...' : 'Enviar prueba'}
        </button>
        <EditTargetDialog target={target} />
        <DeleteButton
          itemName={target.name}
          title="¿Eliminar este destino?"
          description={`La emisora dejará de publicar en ${target.name}.`}
          onConfirm={() => remove.mutate(target.id)}
        />
      </div>
    </li>
  );
}

/** The stored targets with how their posts are going. */
export function TargetList() {
  const targets = useQuery({ ...apiQuery('difusion.list'), refetchInterval: 10_000 });
  if (targets.isPending) return <p role="status">Cargando destinos...</p>;
  if (targets.isError)
    return (
      <p role="alert" className="text-red-600">
        No se pudieron cargar los destinos.
      </p>
    );
  if (targets.data.length === 0)
    return <p className="text-gray-600">Aún no hay destinos: la emisora no publica lo que suena.</p>;
  return (
    <ul
      aria-label="Destinos de difusión"
      className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white"
    >
      {targets.data.map((target) => (
        <TargetRow key={target.id} target={target} />
      ))}
    </ul>
  );
}
