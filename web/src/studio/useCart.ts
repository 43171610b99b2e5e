import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartButton, CartButtonInput, CartMode } from '../../../shared/schemas/studio';
import { ApiRequestError, apiRequest } from '../lib/api';
import { toast } from '../stores/toasts';

export const CART_API = '/api/studio/cart';

const reason = (error: unknown) =>
  (error instanceof ApiRequestError && error.serverMessage) || 'Error al conectar con el servidor.';

/** The cart wall's buttons and what the studio does with them. */
export function useCart() {
  const queryClient = useQueryClient();
  const buttons = useQuery<CartButton[]>({ queryKey: [CART_API] });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [CART_API] });
  const play = useMutation({
    mutationFn: ({ trackId, mode }: { trackId: number; mode: CartMode }) =>
      apiRequest('POST', `${CART_API}/${trackId}/play`, { mode }),
    onError: (error) => toast({ title: 'El botón no ha sonado', description: reason(error), variant: 'destructive' }),
  });
  const save = useMutation({
    mutationFn: ({ slot, input }: { slot: number; input: CartButtonInput }) =>
      apiRequest<CartButton>('PUT', `${CART_API}/buttons/${slot}`, input),
    onError: (error) =>
      toast({ title: 'No se pudo guardar el botón', description: reason(error), variant: 'destructive' }),
    onSettled: refresh,
  });
  const clear = useMutation({
    mutationFn: (slot: number) => apiRequest('DELETE', `${CART_API}/buttons/${slot}`),
    onError: (error) =>
      toast({ title: 'No se pudo vaciar el botón', description: reason(error), variant: 'destructive' }),
    onSettled: refresh,
  });
  return { buttons, play, save, clear };
}
