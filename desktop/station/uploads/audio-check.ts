import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { parseFile } from 'music-metadata';
import { UPLOAD_LIMITS } from '../../../shared/constants';

export type AudioFormat = (typeof UPLOAD_LIMITS.audioFormats)[number];

/** What the server learned from the file itself. */
export interface AudioInfo {
  format: AudioFormat;
  /** Seconds, measured from the stream (whole-file scan when the header does not say). */
  duration: number;
  tags: { title?: string; artist?: string; album?: string };
  /** An embedded cover picture, if the tags carry a JPG, PNG or WebP one. */
  picture?: { data: Buffer; extension: CoverFormat };
}

export type CoverFormat = (typeof UPLOAD_LIMITS.coverFormats)[number];

// file-type names Ogg files by their first stream; Vorbis, Opus and FLAC-in-Ogg are all OGG audio.
const AUDIO_BY_DETECTED: Readonly<Record<string, AudioFormat>> = {
  mp3: 'mp3',
  wav: 'wav',
  flac: 'flac',
  ogg: 'ogg',
  opus: 'ogg',
  oga: 'ogg',
};

const COVER_BY_DETECTED: Readonly<Record<string, CoverFormat>> = { jpg: 'jpg', png: 'png', webp: 'webp' };

const text = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * Decides by content whether a file is MP3, WAV, OGG or FLAC audio: the magic bytes must name one of
 * those formats and the parser must find a playable stream with a duration. Extension and MIME type
 * are never consulted. Returns undefined for anything else.
 */
export async function inspectAudio(file: string): Promise<AudioInfo | undefined> {
  const detected = await fileTypeFromFile(file).catch(() => undefined);
  const format = detected ? AUDIO_BY_DETECTED[detected.ext] : undefined;
  if (!format) return undefined;
  const metadata = await parseFile(file, { duration: true }).catch(() => undefined);
  const duration = metadata?.format.duration;
  if (!metadata || duration === undefined || !Number.isFinite(duration) || duration <= 0) return undefined;
  if (metadata.format.hasVideo) return undefined;

  const { common } = metadata;
  const info: AudioInfo = {
    format,
    duration: Math.round(duration * 1000) / 1000,
    tags: { title: text(common.title), artist: text(common.artist), album: text(common.album) },
  };
  const picture = common.picture?.[0];
  if (picture && picture.data.length <= UPLOAD_LIMITS.imageMaxBytes) {
    const pictureType = await fileTypeFromBuffer(picture.data).catch(() => undefined);
    const extension = pictureType ? COVER_BY_DETECTED[pictureType.ext] : undefined;
    if (extension) info.picture = { data: Buffer.from(picture.data), extension };
  }
  return info;
}
