import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CoreRestart } from '../../../../shared/schemas/core/station-core';
import { errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { applyWithRestart } from './core-restart';

/**
 * One restore at a time for the backup card, whichever way the backup is chosen: the station checks it (a refusal
 * is its 4xx message, in a toast), then restarts with it while the card says so, and the card says when it is back.
 */
export function useRestore() {
  const [restarting, setRestarting] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const mutation = useMutation({
    mutationFn: (send: () => Promise<CoreRestart>) => applyWithRestart(send, setRestarting),
    onSettled: () => setRestarting(null),
    onSuccess: () => setDone(true),
    onError: (error) =>
      toast({
        title: 'No se ha restaurado la copia',
        description: errorMessage(error, error.message),
        variant: 'destructive',
      }),
  });
  return { restore: mutation.mutate, pending: mutation.isPending, restarting, done };
}
export type Restore = ReturnType<typeof useRestore>;
