import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushCreate, PushOutput, PushUpdate } from '../../../../shared/schemas/broadcast/outputs';
import { apiKey, api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

const where = (o: PushOutput) => `${o.host}:${o.port}${o.mount}`;

/** Add, edit and delete the Icecast servers the station pushes to. */
export function useOutputMutations() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: apiKey('outputs.list') });
  const failed = (fallback: string) => (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
  const create = useMutation({
    mutationFn: (input: PushCreate) => api('outputs.create', { body: input }),
    onSuccess: (output) => {
      toast({ title: 'Salida añadida', description: `La emisora se conecta a ${where(output)}.` });
      refresh();
    },
    onError: failed('No se pudo añadir la salida.'),
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: PushUpdate }) =>
      api('outputs.update', { params: { id }, body: changes }),
    onSuccess: (output) => {
      toast({ title: 'Salida actualizada', description: where(output) });
      refresh();
    },
    onError: failed('No se pudo actualizar la salida.'),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api('outputs.delete', { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Salida eliminada' });
      refresh();
    },
    onError: failed('No se pudo eliminar la salida.'),
  });
  return { create, update, remove };
}
