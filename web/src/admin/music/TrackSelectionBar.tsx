import { useMutation } from '@tanstack/react-query';
import { plural } from '../../../../shared/text/plural';
import type { Track, TrackFilterQuery, TrackKind } from '../../../../shared/schemas/library/tracks';
import { api } from '../../lib/api';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { trackCount } from '../common/counts';
import { dangerButton } from '../common/styles';
import { BulkEditDialog } from './BulkEditDialog';
import { BulkCategoryActions } from './BulkCategoryActions';
import { BulkReanalyse } from './markers/BulkReanalyse';
import { useBulkTrackMutations } from './useBulkTrackMutations';

interface Props {
  /** The rows loaded so far. */
  tracks: Track[];
  /** How many tracks the search (and the kind filter) matches. */
  total: number;
  q: string;
  kind: TrackKind | '';
  categoryId?: number;
  /** The genre, artist, year and day-added filters. */
  filter: TrackFilterQuery;
  selected: ReadonlySet<number>;
  onSelect(selected: ReadonlySet<number>): void;
}

/** Above the song list: select the loaded or every matching song, the counts, and the bulk edit and delete. */
export function TrackSelectionBar({ tracks, total, q, kind, categoryId, filter, selected, onSelect }: Props) {
  const bulk = useBulkTrackMutations(() => onSelect(new Set()));
  // Every song the search matches, not only the rows loaded so far (ids only: 20,000 of them are about 120 kB).
  const selectMatching = useMutation({
    mutationFn: () =>
      api('tracks.selection', { query: { q: q.trim(), kind: kind || undefined, categoryId, ...filter } }),
    onSuccess: ({ ids }) => onSelect(new Set(ids)),
  });
  const allLoadedSelected = tracks.length > 0 && tracks.every((t) => selected.has(t.id));
  const ids = [...selected];
  return (
    <div className="mb-2 flex flex-wrap items-center gap-3 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={allLoadedSelected}
          onChange={(e) => onSelect(e.target.checked ? new Set(tracks.map((t) => t.id)) : new Set())}
        />
        {plural(tracks.length, { one: 'Seleccionar la cargada', other: 'Seleccionar las # cargadas' })}
      </label>
      {total > tracks.length && selected.size < total && (
        <button
          type="button"
          className="text-blue-700 underline disabled:opacity-50"
          disabled={selectMatching.isPending}
          onClick={() => selectMatching.mutate()}
        >
          {q.trim()
            ? plural(total, { one: 'Seleccionar la que coincide', other: 'Seleccionar las # que coinciden' })
            : `Seleccionar todo (${trackCount(total, kind)})`}
        </button>
      )}
      {selectMatching.isError && (
        <span role="alert" className="text-red-600">
          No se pudo seleccionar: vuelve a intentarlo.
        </span>
      )}
      <span className="text-gray-600">
        {trackCount(total, kind)}
        {selected.size > 0 ? ` · ${plural(selected.size, { one: '# seleccionada', other: '# seleccionadas' })}` : ''}
      </span>
      {bulk.progress && (
        <span role="status">
          <progress className="mr-2 align-middle" max={bulk.progress.total} value={bulk.progress.done} />
          {bulk.progress.verb} {bulk.progress.done} de {bulk.progress.total}…
        </span>
      )}
      {selected.size > 0 && (
        <div className="flex gap-2" role="group" aria-label="Acciones con la selección">
          <BulkCategoryActions
            busy={bulk.edit.isPending || bulk.categories.isPending}
            onChange={(changes) =>
              // Every song the filters match: the station applies them itself, in one request and one transaction.
              selected.size === total
                ? bulk.categories.mutate({
                    filter: { q: q.trim(), kind: kind || undefined, categoryId, ...filter },
                    ...changes,
                  })
                : bulk.edit.mutate({ ids, changes })
            }
          />
          <BulkEditDialog
            count={selected.size}
            listKind={kind}
            busy={bulk.edit.isPending}
            onSave={(changes, close) => bulk.edit.mutate({ ids, changes }, { onSuccess: close })}
          />
          <BulkReanalyse ids={ids} />
          <ConfirmDialog
            title={`¿Eliminar ${trackCount(selected.size, kind)}?`}
            description={`${plural(selected.size, {
              one: 'Se eliminará de la biblioteca, con su archivo',
              other: 'Se eliminarán de la biblioteca, con sus archivos',
            })}: ${trackCount(selected.size, kind)}. Esta acción no se puede deshacer.`}
            onConfirm={() => bulk.remove.mutate(ids)}
            trigger={
              <button type="button" className={dangerButton} disabled={bulk.remove.isPending}>
                Eliminar selección
              </button>
            }
          />
        </div>
      )}
    </div>
  );
}
