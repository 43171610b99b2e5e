import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiScope, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

type Edit =
  | { kind: 'lock'; id: number }
  | { kind: 'unlock'; id: number }
  | { kind: 'swap'; id: number; trackId: number }
  | { kind: 'move'; id: number; toId: number };

const DONE: Record<Edit['kind'], string> = {
  lock: 'Elemento fijado',
  unlock: 'Elemento liberado',
  swap: 'Canción cambiada',
  move: 'Elementos intercambiados',
};

async function send(edit: Edit): Promise<unknown> {
  const params = { id: edit.id };
  if (edit.kind === 'lock') return api('log.lock', { params });
  if (edit.kind === 'unlock') return api('log.unlock', { params });
  if (edit.kind === 'swap') return api('log.swap', { params, body: { trackId: edit.trackId } });
  return api('log.move', { params, body: { toId: edit.toId } });
}

/** The music director's edits of the log; each one refreshes the log, since the planner regenerates around it. */
export function useLogEdit(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_result, edit) => {
      toast({ title: DONE[edit.kind] });
      void queryClient.invalidateQueries({ queryKey: apiScope('log') });
      onDone?.();
    },
    onError: (error) =>
      toast({
        title: 'No se pudo editar el registro',
        description: errorMessage(error, 'Vuelve a intentarlo.'),
        variant: 'destructive',
      }),
  });
}
