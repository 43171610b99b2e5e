import { Router } from 'express';
import type { TrackSelection, TrackSelectionQuery } from '../../../../../shared/schemas/library/imports';
import { stationTimeZone } from '../../../../../shared/station/station-time';
import { trackFilterOf } from '../../route-helpers/track-filter';
import type { StationContext } from '../../../core/context';
import { deleteTrack } from '../../../uploads/media-removal';
import { FileBusy } from '../../../uploads/ingest-errors';
import { HttpError } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { assertNotScheduled } from './admin-tracks';
import { plural } from '../../../../../shared/text/plural';
import { handle } from '../../route-helpers/handle';

const GONE = 'Alguna de las canciones seleccionadas ya no existe: vuelve a cargar la lista.';

/** Bulk edit (artist, album, genre, kind) and bulk delete of a selection of songs, each behind one confirmation. */
export function adminTrackBulkRoutes(
  ctx: Pick<StationContext, 'clock' | 'config' | 'db' | 'log' | 'media' | 'repos'>,
): Router {
  const { repos } = ctx;
  const router = Router();

  const timeZone = stationTimeZone(ctx.config);
  handle(router, 'tracks.selection', requireAdmin, ({ query: { q, ...filter }, res }) => {
    const ids = repos.tracks.matchingIds(q, trackFilterOf(filter, timeZone));
    const selection: TrackSelection = { ids, total: ids.length };
    res.json(selection);
  });

  handle(router, 'tracks.bulkEdit', requireAdmin, ({ body: { ids, changes }, res }) => {
    if (repos.tracks.countExisting(ids) !== ids.length) throw new HttpError(404, 'not_found', GONE);
    const updated = repos.tracks.bulkEdit(ids, changes);
    repos.audit.record(
      actor(res),
      'track.bulk-edit',
      plural(updated, { one: '# canción editada', other: '# canciones editadas a la vez' }),
    );
    res.json({ updated });
  });

  // Ids or the filter are read and changed in one transaction: a song added meanwhile is in or out, never half.
  const inCategories = repos.transaction(
    (selection: { ids?: number[]; filter?: TrackSelectionQuery }, add: number[], remove: number[]) => {
      const ids = selection.filter
        ? repos.tracks.matchingIds(selection.filter.q, trackFilterOf(selection.filter, timeZone))
        : selection.ids!;
      if (!selection.filter && repos.tracks.countExisting(ids) !== ids.length)
        throw new HttpError(404, 'not_found', GONE);
      if (ids.length > 0) repos.tracks.bulkEdit(ids, { addCategoryIds: add, removeCategoryIds: remove });
      return ids.length;
    },
  );

  handle(router, 'tracks.bulkCategories', requireAdmin, ({ body, res }) => {
    const { addCategoryIds: add, removeCategoryIds: remove, ...selection } = body;
    const updated = inCategories(selection, add, remove);
    repos.audit.record(
      actor(res),
      'track.bulk-categories',
      plural(updated, { one: '# canción cambiada de categoría', other: '# canciones cambiadas de categoría' }),
    );
    res.json({ updated });
  });

  handle(router, 'tracks.reanalyse', requireAdmin, ({ body: { ids }, res }) => {
    if (repos.tracks.countExisting(ids) !== ids.length) throw new HttpError(404, 'not_found', GONE);
    const queued = repos.tracks.reanalyse(ids);
    repos.audit.record(
      actor(res),
      'track.reanalyse',
      plural(queued, { one: '# canción para reanalizar', other: '# canciones para reanalizar' }),
    );
    res.json({ queued });
  });

  handle(router, 'tracks.bulkDelete', requireAdmin, ({ body: { ids, dryRun }, res }) => {
    const tracks = repos.tracks.getMany(ids);
    if (tracks.length !== ids.length) throw new HttpError(404, 'not_found', GONE);
    // Every refusal is found before anything is deleted: a selection with one scheduled song deletes nothing.
    for (const track of tracks) assertNotScheduled(ctx, track.id);
    if (dryRun) {
      res.json({ deleted: 0, deletable: tracks.length });
      return;
    }
    let deleted = 0;
    try {
      // Each song goes with its files atomically (see deleteTrack); a busy file stops the rest and says how far it got.
      for (const track of tracks) {
        deleteTrack(ctx, track);
        deleted++;
      }
    } catch (error) {
      if (deleted > 0)
        repos.audit.record(
          actor(res),
          'track.bulk-delete',
          `${plural(deleted, { one: '# canción eliminada', other: '# canciones eliminadas a la vez' })} (interrumpido)`,
        );
      if (error instanceof FileBusy && deleted > 0)
        throw new FileBusy(error.code, `Se eliminaron ${deleted} de ${ids.length}. ${error.message}`);
      throw error;
    }
    repos.audit.record(
      actor(res),
      'track.bulk-delete',
      plural(deleted, { one: '# canción eliminada', other: '# canciones eliminadas a la vez' }),
    );
    res.json({ deleted });
  });

  return router;
}
