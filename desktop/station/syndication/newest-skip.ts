import path from 'node:path';
import { isAddressSource } from '../../../shared/station/dated-url';
import type { StationContext } from '../core/context';
import type { NewestSkip } from '../programming/planner/newest-news';
import { programmeRowAt } from '../programming/schedule/programme-on-air';

const staleNote = (verb: string, minutes: number, limit: number) =>
  `No emitido: archivo caducado, ${verb} ${minutes} minutos antes de la emisión (límite ${limit}); sigue la música.`;
const notReadyNote = (why: string | null) =>
  `No emitido: el archivo no estaba listo a su hora (${why ?? 'aún no estaba comprobado y analizado'}); sigue la música.`;

/** Why a dated address's file did not air at its mark: never fetched, the server did not give it, stale or unready. */
function addressSkipNote({ file, source, freshnessMin, markAt }: NewestSkip): string {
  if (!file) return `No emitido: no se llegó a descargar ${source} antes de su hora; sigue la música.`;
  // A failed download's row carries when it was tried, not a publication time: its reason comes first.
  if (file.trackId === null && file.reason !== null)
    return `No emitido: ${source} no se pudo descargar antes de su hora (${file.reason}); sigue la música.`;
  const minutes = Math.floor((markAt - file.modifiedAt) / 60_000);
  if (minutes > freshnessMin) return staleNote('publicado', minutes, freshnessMin);
  return notReadyNote(file.reason);
}

/** Why a clock's "newest file" did not air at its mark, as the as-run says it. */
export function newestSkipNote(skip: NewestSkip): string {
  const { file, source, freshnessMin, markAt } = skip;
  if (isAddressSource(source)) return addressSkipNote(skip);
  if (!file) return `No emitido: la carpeta ${source} no tenía ningún archivo de audio; sigue la música.`;
  const minutes = Math.floor((markAt - file.modifiedAt) / 60_000);
  if (minutes > freshnessMin) return staleNote('modificado', minutes, freshnessMin);
  return notReadyNote(file.reason);
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
    title: skip.file?.fileName ?? path.basename(skip.source),
    artist: skip.source,
    album: null,
    show: programmeRowAt(ctx, skip.markAt)?.title ?? null,
    presenter: null,
    campaignId: null,
    campaign: null,
    feed: skip.source,
    standIn: newestSkipNote(skip),
  });
}
