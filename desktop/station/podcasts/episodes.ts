import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { EpisodeFromRecording } from '../../../shared/schemas/archive/podcasts';
import type { StationContext } from '../core/context';
import { Conflict, Invalid, NotFound, Unprocessable } from '../core/domain-errors';
import { recordingPath, recordingsRoot } from '../recording/paths';
import type { StoredEpisode, StoredPodcast } from '../repos/archive/podcasts';
import { inspectAudio } from '../uploads/audio-check';
import { UnsupportedMedia } from '../uploads/ingest-errors';
import { removeTogether } from '../uploads/media-removal';
import { mediaTransaction } from '../uploads/media-transaction';
import { cutMp3, mp3DurationSec, transcodeToMp3 } from './cut';

type Ctx = Pick<StationContext, 'repos' | 'media' | 'ffmpegPath' | 'config' | 'db' | 'log' | 'clock'>;

const RECORDING_NOT_FOUND = 'La grabación no existe.';
const RECORDING_OPEN = 'La grabación todavía está en curso: espera a que termine.';
const OUT_OF_RANGE = 'El inicio debe quedar dentro de la grabación.';
const AUDIO_REFUSED = 'El archivo no es un audio MP3, WAV, OGG o FLAC válido.';
const EMPTY_CUT = 'El fragmento elegido no contiene audio.';
const FILE_MISSING = 'El archivo de la grabación ya no está en el disco.';
const CUT_FAILED = 'No se pudo preparar el audio del episodio. Comprueba el archivo e inténtalo de nuevo.';

/** ffmpeg failing on a file is the file's problem (422), not the server's. */
async function ffmpegStep(work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if ((error as Error).name === 'FfmpegError') throw new Unprocessable('audio_failed', CUT_FAILED);
    throw error;
  }
}

/** Moves the finished MP3 into media/episodes and writes the row; a failure leaves neither. */
async function store(
  ctx: Ctx,
  podcast: StoredPodcast,
  tempMp3: string,
  fields: {
    title: string;
    description: string;
    recordingId: number | null;
    startSec: number | null;
    endSec: number | null;
  },
): Promise<StoredEpisode> {
  const durationSec = mp3DurationSec(tempMp3);
  if (durationSec < 0.5) throw new Invalid('empty_cut', EMPTY_CUT, 'endSec');
  const sizeBytes = fs.statSync(tempMp3).size;
  const files = mediaTransaction(ctx.media, (_kind, fileName) => ctx.repos.podcasts.episodeFileInUse(fileName));
  try {
    const fileName = await files.adopt('episodes', tempMp3, 'mp3');
    // The guid is made once and never changes: podcast apps key their downloads and play state on it.
    return ctx.repos.podcasts.addEpisode({
      podcastId: podcast.id,
      guid: `emisora-${randomUUID()}`,
      ...fields,
      fileName,
      sizeBytes,
      durationSec: Math.round(durationSec * 1000) / 1000,
    });
  } catch (error) {
    files.rollback();
    throw error;
  }
}

/** An episode cut from a finished recording between startSec and endSec (the whole recording by default). */
export async function episodeFromRecording(ctx: Ctx, podcast: StoredPodcast, input: EpisodeFromRecording) {
  const recording = ctx.repos.recordings.get(input.recordingId);
  if (!recording) throw new NotFound('not_found', RECORDING_NOT_FOUND, 'recordingId');
  if (recording.endedAt === null) throw new Conflict('recording_in_progress', RECORDING_OPEN, 'recordingId');
  const startSec = input.startSec ?? 0;
  if (startSec >= recording.durationSec) throw new Invalid('bad_request', OUT_OF_RANGE, 'startSec');
  const endSec = input.endSec !== undefined && input.endSec < recording.durationSec ? input.endSec : null;
  const source = recordingPath(recordingsRoot(ctx.config.dataDir), recording.fileName);
  if (!fs.existsSync(source)) throw new Conflict('recording_file_missing', FILE_MISSING, 'recordingId');
  const temp = ctx.media.tempPath('.mp3');
  try {
    await ffmpegStep(() => cutMp3(ctx.ffmpegPath, source, temp, startSec, endSec));
    return await store(ctx, podcast, temp, {
      title: input.title,
      description: input.description,
      recordingId: recording.id,
      startSec,
      endSec: endSec ?? recording.durationSec,
    });
  } finally {
    ctx.media.discardTemp(temp);
  }
}

/** An episode from an uploaded file: MP3 kept as sent (its frames copied, tags dropped), other formats encoded. */
export async function episodeFromUpload(
  ctx: Ctx,
  podcast: StoredPodcast,
  upload: string,
  fields: { title: string; description: string },
) {
  const info = await inspectAudio(upload, ctx.ffmpegPath, ctx.clock.now());
  if (!info) throw new UnsupportedMedia('unsupported_audio', AUDIO_REFUSED, 'audio');
  const temp = ctx.media.tempPath('.mp3');
  try {
    await ffmpegStep(() =>
      info.format === 'mp3'
        ? cutMp3(ctx.ffmpegPath, upload, temp, 0, null)
        : transcodeToMp3(ctx.ffmpegPath, upload, temp),
    );
    return await store(ctx, podcast, temp, { ...fields, recordingId: null, startSec: null, endSec: null });
  } finally {
    ctx.media.discardTemp(temp);
  }
}

/** Row and file go together: the delete runs in a transaction that rolls back if the file cannot be removed. */
export function deleteEpisode(ctx: Ctx, episode: StoredEpisode) {
  removeTogether(ctx, () => {
    ctx.repos.podcasts.removeEpisode(episode.id, episode.podcastId);
    if (!ctx.repos.podcasts.episodeFileInUse(episode.fileName)) ctx.media.remove('episodes', episode.fileName);
  });
}

/** The podcast, its episodes (rows by cascade) and every file of theirs, together. */
export function deletePodcast(ctx: Ctx, podcast: StoredPodcast) {
  const episodes = ctx.repos.podcasts.episodes(podcast.id);
  removeTogether(ctx, () => {
    ctx.repos.podcasts.remove(podcast.id);
    for (const episode of episodes)
      if (!ctx.repos.podcasts.episodeFileInUse(episode.fileName)) ctx.media.remove('episodes', episode.fileName);
    if (
      podcast.coverFile &&
      !ctx.repos.podcasts.coverInUse(podcast.coverFile) &&
      !ctx.repos.tracks.fileInUse(podcast.coverFile)
    )
      ctx.media.remove('covers', podcast.coverFile);
  });
}

export const episodeNotFound = () => new NotFound('not_found', 'El episodio no existe.');
