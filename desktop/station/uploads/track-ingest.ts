import { UPLOAD_LIMITS } from '../../../shared/station/station-rules';
import { type TrackKind, trackUploadFieldsSchema } from '../../../shared/schemas/library/tracks';
import type { StationContext } from '../core/context';
import type { Actor } from '../repos/admin/audit';
import type { PlayableTrack } from '../repos/library/tracks';
import { inspectAudio } from './audio-check';
import { checkImage } from './image-check';
import { imageRefused } from './image-refusals';
import { Duplicate, InvalidFields, UnsupportedMedia } from './ingest-errors';
import { mediaTransaction } from './media-transaction';
import { resolveTrackFields } from './track-names';

export const AUDIO_REFUSED = 'El archivo no es un audio MP3, WAV, OGG o FLAC válido.';
const COVER_REFUSED = 'La portada debe ser una imagen JPG, PNG o WebP.';

/** An audio file already on disk in the tmp dir (from an upload or a download), plus what the admin typed. */
export interface IncomingTrack {
  audioPath: string;
  /** The client's or the URL's file name: only used to guess 'artist - title', never as a path. */
  originalName: string;
  coverPath?: string;
  typed: { title?: string; artist?: string; album?: string };
  uploadedBy: Actor;
  /** A title when neither the admin, the tags nor an 'artist - title' file name give one (bulk imports). */
  fallbackTitle?: string;
  /** The request field errors about the audio refer to ('audioFile' for uploads, 'url' for imports). */
  audioField: string;
  /** A song unless the admin chose otherwise (inbox and bulk imports are songs). */
  kind?: TrackKind;
  /** Bulk imports: the file's grouping tag may name the song's music categories (see categoriesFromTag). */
  categoriesFromTag?: boolean;
}

/**
 * A music director tags an archive by category in the grouping tag every tagger shows (ID3 "Content group" TIT1,
 * Vorbis and FLAC GROUPING, MP4 ©grp): each name in it, separated by ";" or ",", that is a category's name (as typed)
 * puts the song in that category. Names that are no category are left alone: an import never creates categories.
 */
function putInTaggedCategories(repos: StationContext['repos'], trackId: number, grouping: string | undefined) {
  const ids = (grouping ?? '').split(/[;,]/).flatMap((name) => repos.categories.idByName(name) ?? []);
  if (ids.length > 0) repos.categories.changeForTracks([trackId], ids, []);
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * Checks the audio (and cover) by content, measures the duration, fills title/artist/album, then
 * stores the files by content hash and writes the row. Either all of it happens or none: on any
 * failure the adopted files are removed again (the caller removes its temp files).
 */
export async function ingestTrack(
  { repos, media, ffmpegPath, clock }: Pick<StationContext, 'repos' | 'media' | 'ffmpegPath' | 'clock'>,
  incoming: IncomingTrack,
): Promise<PlayableTrack> {
  const audio = await inspectAudio(incoming.audioPath, ffmpegPath, clock.now());
  if (!audio) throw new UnsupportedMedia('unsupported_audio', AUDIO_REFUSED, incoming.audioField);
  const cover = incoming.coverPath ? await checkImage(incoming.coverPath, UPLOAD_LIMITS.coverFormats) : undefined;
  if (cover && 'refused' in cover)
    throw imageRefused(cover.refused === 'unreadable' ? 'unsupported' : cover.refused, 'coverImage', COVER_REFUSED);
  const coverFormat = cover && 'format' in cover ? cover.format : undefined;
  const resolved = resolveTrackFields(incoming.typed, audio.tags, incoming.originalName);
  const parsed = trackUploadFieldsSchema.safeParse({
    ...resolved,
    title: resolved.title || incoming.fallbackTitle || '',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidFields(
      'validation_failed',
      issue?.message ?? 'Datos no válidos.',
      issue?.path.join('.') || undefined,
    );
  }
  const fields = parsed.data;

  const files = mediaTransaction(media, (_kind, fileName) => repos.tracks.fileInUse(fileName));
  try {
    let coverFile: string | null = null;
    if (incoming.coverPath && coverFormat) coverFile = await files.adopt('covers', incoming.coverPath, coverFormat);
    else if (audio.picture) coverFile = files.write('covers', audio.picture.data, audio.picture.extension);
    const fileName = await files.adopt('audio', incoming.audioPath, audio.format);
    // From here to the insert nothing awaits, so no other request can slip in between the check and the row.
    const existing = repos.tracks.getByFile(fileName);
    if (existing) throw duplicate(incoming.audioField, existing.title);
    const track = repos.tracks.create({
      title: fields.title,
      artist: fields.artist ?? '',
      album: fields.album ?? null,
      duration: audio.duration,
      fileName,
      coverFile,
      uploadedBy: incoming.uploadedBy.id,
      kind: incoming.kind ?? 'music',
      rights: audio.rights,
    });
    if (incoming.categoriesFromTag && track.kind === 'music')
      putInTaggedCategories(repos, track.id, audio.tags.grouping);
    return track;
  } catch (error) {
    files.rollback();
    if (isUniqueViolation(error)) throw duplicate(incoming.audioField);
    throw error;
  }
}

function duplicate(field: string, title?: string): Duplicate {
  const where = title ? ` como «${title}»` : '';
  return new Duplicate('duplicate_track', `Esta canción ya está en la biblioteca${where}.`, field);
}
