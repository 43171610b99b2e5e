import path from 'node:path';
import type { StationContext } from '../core/context';
import type { NewestSkip } from '../programming/planner/newest-news';
import { programmeRowAt } from '../programming/schedule/programme-on-air';

/** Why a clock's "newest file" did not air at its mark, as the as-run says it. */
export function newestSkipNote({ file, folder, freshnessMin, markAt }: NewestSkip): string {
  if (!file) return `No emitido: la carpeta ${folder} no tenía ningún archivo de audio; sigue la música.`;
  const minutes = Math.floor((markAt - file.modifiedAt) / 60_000);
  if (minutes > freshnessMin)
    return `No emitido: archivo caducado, modificado ${minutes} minutos antes de la emisión (límite ${freshnessMin}); sigue la música.`;
  const why = file.reason ?? 'aún no estaba comprobado y analizado';
  return `No emitido: el archivo no estaba listo a su hora (${why}); sigue la música.`;
}

/**
 * A clock's "newest file" that did not air, written to the as-run as a row of no seconds at its mark with the
 * reason (old news never airs, but the log says it was due and why it was left out). Written once per mark.
 */
export function recordNewestSkip(ctx: Pick<StationContext, 'repos' | 'plannerData' | 'clock'>, skip: NewestSkip) {
  ctx.repos.asRun.missed({
    startedAt: new Date(skip.markAt).toISOString(),
    kind: 'syndicated',
    trackId: null,
    title: skip.file?.fileName ?? path.basename(skip.folder),
    artist: skip.folder,
    album: null,
    show: programmeRowAt(ctx, skip.markAt)?.title ?? null,
    presenter: null,
    campaignId: null,
    campaign: null,
    feed: skip.folder,
    standIn: newestSkipNote(skip),
  });
}
