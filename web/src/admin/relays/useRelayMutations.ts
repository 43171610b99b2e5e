import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Relay, RelayInput, RelaySettings } from '../../../../shared/schemas/relays';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { ADMIN_API } from '../api/admin-urls';

const reason = (error: unknown, fallback: string) =>
  (error instanceof ApiRequestError && error.serverMessage) || fallback;

/** Add, edit and delete relays, and the "Enviar oyentes a los repetidores" setting. */
export function useRelayMutations() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [ADMIN_API.relays] });
  const failed = (fallback: string) => (error: unknown) =>
    toast({ title: 'Error', description: reason(error, fallback), variant: 'destructive' });
  const create = useMutation({
    mutationFn: (input: RelayInput) => apiRequest<Relay>('POST', ADMIN_API.relays, input),
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
      apiRequest<Relay>('PUT', `${ADMIN_API.relays}/${id}`, changes),
    onSuccess: (relay) => {
      toast({ title: 'Repetidor actualizado', description: relay.name });
      refresh();
    },
    onError: failed('No se pudo actualizar el repetidor.'),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${ADMIN_API.relays}/${id}`),
    onSuccess: () => {
      toast({ title: 'Repetidor eliminado' });
      refresh();
    },
    onError: failed('No se pudo eliminar el repetidor.'),
  });
  const settings = useMutation({
    mutationFn: (input: RelaySettings) => apiRequest<RelaySettings>('PUT', ADMIN_API.relaySettings, input),
    onSuccess: (saved) => {
      toast({
        title: 'Ajuste guardado',
        description:
          saved.redirectAbove === null
            ? 'Todos los oyentes se atienden desde la emisora.'
            : `Por encima de ${saved.redirectAbove} oyentes locales, los nuevos van a los repetidores.`,
      });
      void queryClient.invalidateQueries({ queryKey: [ADMIN_API.relaySettings] });
    },
    onError: failed('No se pudo guardar el ajuste.'),
  });
  return { create, update, remove, settings };
}
