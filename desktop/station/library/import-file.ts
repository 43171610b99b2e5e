import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD_LIMITS } from '../../../shared/station/station-rules';
import { UPLOAD_MESSAGES } from '../../../shared/text/upload-messages';
import type { StationContext } from '../core/context';
import type { Logger } from '../core/log';
import type { Actor } from '../repos/admin/audit';
import type { PendingFile } from '../repos/library/imports';
import { Duplicate, IngestError } from '../uploads/ingest-errors';
import { ingestTrack } from '../uploads/track-ingest';

export type ImportDeps = Pick<StationContext, 'repos' | 'media' | 'ffmpegPath' | 'log' | 'config' | 'clock'>;

export const extensionOf = (name: string) =>
  path
    .extname(name)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, '');

/**
 * Imports one file of a job exactly as an upload is added, and writes its result to the job: done, skipped (its
 * content is already in the library) or failed with the reason the admin reads. A file interrupted by the stop
 * (`closed`) stays pending for the next start.
 */
export async function importFile(
  ctx: ImportDeps,
  log: Logger,
  closed: () => boolean,
  { file, source, by }: { file: PendingFile; source: 'folder' | 'upload'; by: Actor },
) {
  const { repos, media } = ctx;
  const temp = media.tempPath(extensionOf(file.path));
  try {
    const size = (await fs.promises.stat(file.path)).size;
    if (size > UPLOAD_LIMITS.audioMaxBytes) {
      repos.imports.finishFile(file.id, { state: 'failed', reason: UPLOAD_MESSAGES.audioTooLarge });
      return;
    }
    // ingestTrack moves its input into the media store: the admin's own folder is only ever read.
    await fs.promises.copyFile(file.path, temp);
    const track = await ingestTrack(ctx, {
      audioPath: temp,
      originalName: path.basename(file.name),
      typed: {},
      // An archive's untagged files are still songs: their file name is the title the admin would type.
      fallbackTitle: path.basename(file.name, path.extname(file.name)).replaceAll('_', ' ').trim().slice(0, 200),
      uploadedBy: by,
      audioField: 'file',
      categoriesFromTag: true,
    });
    if (source === 'folder') putInFolderCategories(ctx, track.id, file.name);
    repos.imports.finishFile(file.id, { state: 'done', trackId: track.id });
  } catch (error) {
    if (closed()) return; // interrupted by the stop: still pending, done again at the next start
    repos.imports.finishFile(file.id, problemOf(error));
    if (!(error instanceof IngestError)) log.warn('file not imported', { file: file.name, error: String(error) });
  } finally {
    media.discardTemp(temp);
    if (source === 'upload' && !closed()) fs.rmSync(file.path, { force: true });
  }
}

/**
 * A music director keeps an archive in folders by category ("Novedades/…", "Clásicos/80s/…"): each folder of the
 * file's path inside the import that is named like a category (case and accents as typed) puts the song in it.
 */
function putInFolderCategories({ repos }: ImportDeps, trackId: number, relativeName: string) {
  const folders = path
    .dirname(relativeName)
    .split(path.sep)
    .filter((part) => part && part !== '.');
  const ids = folders.flatMap((folder) => repos.categories.idByName(folder) ?? []);
  if (ids.length > 0) repos.categories.changeForTracks([trackId], ids, []);
}

/** The per-file reason the admin reads: the upload's own message, or a plain one for file-system trouble. */
function problemOf(error: unknown): { state: 'failed' | 'skipped'; reason: string } {
  if (error instanceof IngestError)
    return { state: error instanceof Duplicate ? 'skipped' : 'failed', reason: error.message };
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return { state: 'failed', reason: 'El archivo ya no está en la carpeta.' };
  if (code === 'EACCES' || code === 'EPERM') return { state: 'failed', reason: 'La emisora no puede leer el archivo.' };
  return { state: 'failed', reason: 'No se pudo procesar el archivo.' };
}
