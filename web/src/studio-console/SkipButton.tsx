import { useMutation } from '@tanstack/react-query';
import { SkipForward } from 'lucide-react';
import { secondaryButton } from '../admin/common/styles';
import { api, errorMessage } from '../lib/api';
import { toast } from '../stores/toasts';

/** Ends the current song early (rotation only; the server refuses during a live show). */
export function SkipButton({ disabled }: { disabled: boolean }) {
  const skip = useMutation({
    mutationFn: () => api('streaming.skip'),
    onError: (error) =>
      toast({
        title: 'No se pudo saltar la canción',
        description: errorMessage(error, 'Error al conectar con el servidor.'),
        variant: 'destructive',
      }),
  });
  return (
    <button
      type="button"
      className={secondaryButton}
      disabled={disabled || skip.isPending}
      onClick={() => skip.mutate()}
    >
      <SkipForward aria-hidden className="h-4 w-4" />
      Saltar canción
    </button>
  );
}
