import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BULK_CHUNK } from '../../../../../shared/schemas/library/imports';
import { plural } from '../../../../../shared/text/plural';
import { api, apiScope, errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toasts';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { secondaryButton } from '../../common/styles';

/**
 * «Reanalizar»: the selected songs are measured again in the background (cue points, loudness, intro and next
 * start), e.g. songs added before the station measured intros. Markers set by hand are replaced, hence the question.
 */
export function BulkReanalyse({ ids }: { ids: readonly number[] }) {
  const queryClient = useQueryClient();
  const reanalyse = useMutation({
    mutationFn: async () => {
      let queued = 0;
      for (let at = 0; at < ids.length; at += BULK_CHUNK)
        queued += (await api('tracks.reanalyse', { body: { ids: ids.slice(at, at + BULK_CHUNK) } })).queued;
      return queued;
    },
    onSuccess: (queued) => {
      toast({
        title: 'Análisis en marcha',
        description: plural(queued, {
          one: '# canción se analizará de nuevo en segundo plano.',
          other: '# canciones se analizarán de nuevo en segundo plano.',
        }),
      });
      void queryClient.invalidateQueries({ queryKey: apiScope('tracks') });
    },
    onError: (error) =>
      toast({
        title: 'Error al reanalizar',
        description: errorMessage(error, 'No se pudieron reanalizar las canciones.'),
        variant: 'destructive',
      }),
  });
  return (
    <ConfirmDialog
      title={plural(ids.length, { one: '¿Reanalizar # canción?', other: '¿Reanalizar # canciones?' })}
      description="Se medirán de nuevo el inicio, el final, el volumen, la intro y la entrada de la siguiente. Las marcas puestas a mano se sustituyen."
      confirmLabel="Reanalizar"
      onConfirm={() => reanalyse.mutate()}
      trigger={
        <button type="button" className={secondaryButton} disabled={reanalyse.isPending}>
          Reanalizar
        </button>
      }
    />
  );
}
