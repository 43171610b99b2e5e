import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TargetCreate, TargetUpdate } from '../../../../shared/schemas/difusion/difusion';
import { api, apiKey, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** Add, edit, enable, delete and test "Difusión" targets. */
export function useDifusionMutations() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: apiKey('difusion.list') });
  const failed = (fallback: string) => (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
  const create = useMutation({
    mutationFn: (input: TargetCreate) => api('difusion.create', { body: input }),
    onSuccess: (target) => {
      toast({ title: 'Destino añadido', description: target.name });
      refresh();
    },
    onError: failed('No se pudo añadir el destino.'),
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: TargetUpdate }) =>
      api('difusion.update', { params: { id }, body: changes }),
    onSuccess: (target) => {
      toast({ title: 'Destino actualizado', description: target.name });
      refresh();
    },
    onError: failed('No se pudo actualizar el destino.'),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api('difusion.delete', { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Destino eliminado' });
      refresh();
    },
    onError: failed('No se pudo eliminar el destino.'),
  });
  const test = useMutation({
    mutationFn: (id: number) => api('difusion.test', { params: { id } }),
    onSettled: refresh,
    onError: failed('No se pudo enviar la prueba.'),
  });
  return { create, update, remove, test };
}
