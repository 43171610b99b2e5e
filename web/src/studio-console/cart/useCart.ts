import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartButtonInput, CartMode } from '../../../../shared/schemas/broadcast/studio';
import { api, apiKey, apiQuery, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

const reason = (error: unknown) => errorMessage(error, 'Error al conectar con el servidor.');

/** The cart wall's buttons and what the studio does with them. */
export function useCart() {
  const queryClient = useQueryClient();
  const buttons = useQuery(apiQuery('cart.list'));
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKey('cart.list') });
  const play = useMutation({
    mutationFn: ({ trackId, mode }: { trackId: number; mode: CartMode }) =>
      api('cart.play', { params: { id: trackId }, body: { mode } }),
    onError: (error) => toast({ title: 'El botón no ha sonado', description: reason(error), variant: 'destructive' }),
  });
  const save = useMutation({
    mutationFn: ({ slot, input }: { slot: number; input: CartButtonInput }) =>
      api('cart.save', { params: { slot }, body: input }),
    onError: (error) =>
      toast({ title: 'No se pudo guardar el botón', description: reason(error), variant: 'destructive' }),
    onSettled: refresh,
  });
  const clear = useMutation({
    mutationFn: (slot: number) => api('cart.clear', { params: { slot } }),
    onError: (error) =>
      toast({ title: 'No se pudo vaciar el botón', description: reason(error), variant: 'destructive' }),
    onSettled: refresh,
  });
  return { buttons, play, save, clear };
}
