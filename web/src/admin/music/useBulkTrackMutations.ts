import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BULK_CHUNK, type BulkTrackCategories } from '../../../../shared/schemas/library/imports';
import type { BulkChanges } from './bulk-changes';
import { api, apiKey, apiScope, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { plural } from '../../../../shared/text/plural';

/** How far a bulk action spread over several requests has got, for the progress line. */
export interface BulkProgress {
  verb: 'Comprobando' | 'Editando' | 'Eliminando';
  done: number;
  total: number;
}

const chunks = (ids: readonly number[]) =>
  Array.from({ length: Math.ceil(ids.length / BULK_CHUNK) }, (_, i) => ids.slice(i * BULK_CHUNK, (i + 1) * BULK_CHUNK));

/**
 * Bulk edit and bulk delete of a selection of songs (up to the whole library), sent BULK_CHUNK songs per request so
 * no request keeps the station busy; progress is reported between requests. A delete first checks every chunk
 * (dry run) so a selection with one scheduled song deletes nothing. Both refresh every list that shows songs.
 */
export function useBulkTrackMutations(onDone: () => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const refresh = () => {
    for (const queryKey of [apiScope('tracks'), apiKey('admin.overview')])
      void queryClient.invalidateQueries({ queryKey });
  };
  async function inChunks(
    verb: BulkProgress['verb'],
    ids: readonly number[],
    send: (part: number[]) => Promise<number>,
  ) {
    let done = 0;
    let counted = 0;
    for (const part of chunks(ids)) {
      setProgress({ verb, done, total: ids.length });
      counted += await send(part);
      done += part.length;
    }
    return counted;
  }
  const edit = useMutation({
    mutationFn: async (input: { ids: number[]; changes: BulkChanges }) => ({
      updated: await inChunks('Editando', input.ids, async (ids) => {
        const body = await api('tracks.bulkEdit', { body: { ids, changes: input.changes } });
        return body.updated;
      }),
    }),
    onSettled: () => setProgress(null),
    onSuccess: ({ updated }) => {
      toast({
        title: 'Canciones actualizadas',
        description: plural(updated, { one: '# canción editada.', other: '# canciones editadas.' }),
      });
      refresh();
      onDone();
    },
    onError: (error) => {
      refresh();
      toast({
        title: 'Error al actualizar',
        description: errorMessage(error, 'No se pudieron editar las canciones.'),
        variant: 'destructive',
      });
    },
  });
  const categories = useMutation({
    mutationFn: (body: BulkTrackCategories) => api('tracks.bulkCategories', { body }),
    onSuccess: ({ updated }) => {
      toast({
        title: 'Categorías actualizadas',
        description: plural(updated, { one: '# canción cambiada.', other: '# canciones cambiadas.' }),
      });
      refresh();
      onDone();
    },
    onError: (error) => {
      refresh();
      toast({
        title: 'Error al cambiar las categorías',
        description: errorMessage(error, 'No se pudieron cambiar las categorías.'),
        variant: 'destructive',
      });
    },
  });
  const remove = useMutation({
    mutationFn: async (ids: number[]) => {
      if (ids.length > BULK_CHUNK)
        await inChunks('Comprobando', ids, async (part) => {
          await api('tracks.bulkDelete', { body: { ids: part, dryRun: true } });
          return 0;
        });
      return {
        deleted: await inChunks('Eliminando', ids, async (part) => {
          const body = await api('tracks.bulkDelete', { body: { ids: part } });
          return body.deleted;
        }),
      };
    },
    onSettled: () => setProgress(null),
    onSuccess: ({ deleted }) => {
      toast({
        title: 'Canciones eliminadas',
        description: plural(deleted, { one: '# canción eliminada.', other: '# canciones eliminadas.' }),
      });
      refresh();
      onDone();
    },
    onError: (error) => {
      refresh();
      toast({
        title: 'Error al eliminar',
        description: errorMessage(error, 'No se pudieron eliminar las canciones.'),
        variant: 'destructive',
      });
    },
  });
  return { edit, categories, remove, progress };
}
