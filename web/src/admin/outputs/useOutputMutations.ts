import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushCreate, PushOutput, PushUpdate } from '../../../../shared/schemas/outputs';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { ADMIN_API } from '../api/admin-urls';

const reason = (error: unknown, fallback: string) =>
  (error instanceof ApiRequestError && error.serverMessage) || fallback;

const where = (o: PushOutput) => `${o.host}:${o.port}${o.mount}`;

/** Add, edit and delete the Icecast servers the station pushes to. */
export function useOutputMutations() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [ADMIN_API.outputs] });
  const failed = (fallback: string) => (error: unknown) =>
    toast({ title: 'Error', description: reason(error, fallback), variant: 'destructive' });
  const create = useMutation({
    mutationFn: (input: PushCreate) => apiRequest<PushOutput>('POST', ADMIN_API.outputs, input),
    onSuccess: (output) => {
      toast({ title: 'Salida añadida', description: `La emisora se conecta a ${where(output)}.` });
      refresh();
    },
    onError: failed('No se pudo añadir la salida.'),
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: PushUpdate }) =>
      apiRequest<PushOutput>('PUT', `${ADMIN_API.outputs}/${id}`, changes),
    onSuccess: (output) => {
      toast({ title: 'Salida actualizada', description: where(output) });
      refresh();
    },
    onError: failed('No se pudo actualizar la salida.'),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${ADMIN_API.outputs}/${id}`),
    onSuccess: () => {
      toast({ title: 'Salida eliminada' });
      refresh();
    },
    onError: failed('No se pudo eliminar la salida.'),
  });
  return { create, update, remove };
}
