import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RelayInput, RelaySettings } from '../../../../shared/schemas/broadcast/relays';
import { apiKey, api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** Add, edit and delete relays, and the "Enviar oyentes a los repetidores" setting. */
export function useRelayMutations() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: apiKey('relays.list') });
  const failed = (fallback: string) => (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
  const create = useMutation({
    mutationFn: (input: RelayInput) => api('relays.create', { body: input }),
    onSuccess: (relay) => {
      toast({
        title: 'Repetidor añadido',
        description: relay.ok ? `${relay.name} responde.` : `${relay.name}: ${relay.error ?? 'sin respuesta'}`,
      });
      refresh();
    },
    onError: failed('No se pudo añadir el repetidor.'),
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: RelayInput }) =>
      api('relays.update', { params: { id }, body: changes }),
    onSuccess: (relay) => {
      toast({ title: 'Repetidor actualizado', description: relay.name });
      refresh();
    },
    onError: failed('No se pudo actualizar el repetidor.'),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api('relays.delete', { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Repetidor eliminado' });
      refresh();
    },
    onError: failed('No se pudo eliminar el repetidor.'),
  });
  const settings = useMutation({
    mutationFn: (input: RelaySettings) => api('relays.updateSettings', { body: input }),
    onSuccess: (saved) => {
      toast({
        title: 'Ajuste guardado',
        description:
          saved.redirectAbove === null
            ? 'Todos los oyentes se atienden desde la emisora.'
            : `Por encima de ${saved.redirectAbove} oyentes locales, los nuevos van a los repetidores.`,
      });
      void queryClient.invalidateQueries({ queryKey: apiKey('relays.settings') });
    },
    onError: failed('No se pudo guardar el ajuste.'),
  });
  return { create, update, remove, settings };
}
