import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Scissors } from 'lucide-react';
import type { LiveConnectionView } from '../../../../shared/schemas/estudio/estudio';
import { api, apiKey } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { ConfirmDialog } from '../common/ConfirmDialog';

/**
 * Whoever holds the air keeps it, so an admin who must take it back (a source left running, the wrong show) cuts it
 * here: faded out and hung up like any source whose slot ended, and the rotation takes the air.
 */
export function CutLiveButton({ connection }: { connection: LiveConnectionView }) {
  const queryClient = useQueryClient();
  const cut = useMutation({
    mutationFn: () => api('live.cut', { params: { id: connection.id } }),
    onSuccess: (list) => {
      queryClient.setQueryData(apiKey('live.connections'), list);
      toast({ title: 'Transmisión en directo cortada', description: `${connection.who} ya no está conectado.` });
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'No se pudo cortar la transmisión. Intente nuevamente.',
        variant: 'destructive',
      }),
  });
  return (
    <ConfirmDialog
      title={`¿Cortar a ${connection.who}?`}
      description="Su señal se desvanecerá y se cerrará la conexión; sonará la programación. Si es un presentador, no podrá volver a conectar durante el resto de su espacio."
      confirmLabel="Cortar"
      onConfirm={() => cut.mutate()}
      trigger={
        <button
          type="button"
          className="ml-2 inline-flex items-center gap-1 rounded px-2 py-0.5 text-red-700 hover:bg-red-50"
          disabled={cut.isPending}
        >
          <Scissors aria-hidden className="h-3.5 w-3.5" />
          Cortar
        </button>
      }
    />
  );
}
