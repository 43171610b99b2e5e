import type { StationContext } from '../core/context';
import type { StoredGalleryImage } from '../repos/library/gallery';
import type { PlayableTrack } from '../repos/library/tracks';
import { DomainError } from '../core/domain-errors';
import { FileBusy } from './ingest-errors';
import { flagLinksTiedTo } from '../programming/voice/voice-flags';

const FILE_BUSY = 'No se pudo borrar el archivo porque está en uso. Inténtalo de nuevo en unos segundos.';

/**
 * Runs the row delete and the file removals in one SQLite transaction: if a file cannot be removed
 * (Windows refuses to unlink a file another process has open) the row comes back and the admin is
 * told to retry, instead of a row without its file or a file without its row.
 */
export function removeTogether(ctx: Pick<StationContext, 'repos' | 'log'>, work: () => void): void {
  try {
    ctx.repos.transaction(work)();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    ctx.log.warn('media removal failed', { error: (error as Error).message });
    throw new FileBusy('file_busy', FILE_BUSY);
  }
}

/** Deletes a track row, its audio and its cover (each file only if no other row still refers to it). */
/** What a removal touches: the rows, the files, and the one transaction both happen in. */
type RemovalContext = Pick<StationContext, 'db' | 'log' | 'repos' | 'media'>;

export function deleteTrack(ctx: RemovalContext & Pick<StationContext, 'clock'>, track: PlayableTrack): void {
  const { repos, media } = ctx;
  removeTogether(ctx, () => {
    repos.tracks.remove(track.id);
    const song = { trackId: track.id, title: track.title ?? track.fileName };
    flagLinksTiedTo(repos, song, 'se borró de la biblioteca', ctx.clock.now());
    // The cover first: if the audio then fails, the row returns with a missing cover, not a missing song.
    if (track.coverFile && !repos.tracks.fileInUse(track.coverFile)) media.remove('covers', track.coverFile);
    if (!repos.tracks.fileInUse(track.fileName)) media.remove('audio', track.fileName);
  });
}

/** Deletes a gallery row, its image and its thumbnail (each only if no other row still refers to it). */
export function deleteGalleryImage(ctx: RemovalContext, image: StoredGalleryImage): void {
  const { repos, media } = ctx;
  removeTogether(ctx, () => {
    repos.gallery.remove(image.id);
    if (!repos.gallery.fileInUse(image.thumbFile)) media.remove('thumbs', image.thumbFile);
    if (!repos.gallery.fileInUse(image.fileName)) media.remove('images', image.fileName);
  });
}
