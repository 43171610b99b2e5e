import { Pencil } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { StreamingSource } from '../../../../shared/schemas/broadcast/sources';
import { SourceForm } from './SourceForm';
import { useSourceMutations } from './useSourceMutations';

/** Edit a source in a modal (Radix Dialog), keeping the list in place. */
export function EditSourceDialog({ source }: { source: StreamingSource }) {
  const [open, setOpen] = useState(false);
  const { update } = useSourceMutations();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded p-1.5 text-gray-600 hover:bg-gray-100" aria-label={`Editar ${source.name}`}>
        <Pencil aria-hidden className="h-4 w-4" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="mb-4 text-lg font-semibold">Editar fuente</Dialog.Title>
          <Dialog.Description className="sr-only">
            Cambia el nombre, la dirección o el estado de la fuente.
          </Dialog.Description>
          <SourceForm
            idPrefix={`edit-source-${source.id}`}
            initial={{ name: source.name, url: source.url, isActive: source.isActive }}
            submitLabel="Guardar"
            busy={update.isPending}
            onCancel={() => setOpen(false)}
            onSubmit={(changes) => update.mutate({ id: source.id, changes }, { onSuccess: () => setOpen(false) })}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
