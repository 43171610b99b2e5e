import type { IAudioMetadata } from 'music-metadata';
import { UPLOAD_LIMITS } from '../../../shared/station/station-rules';
import { runFfmpeg } from '../ffmpeg/run';
import { withinPixelLimit } from './image-check';
import { rightsFromTags } from './rights-tags';
import type { TrackRightsFields } from '../../../shared/schemas/library/track-rights';

type AudioFormat = (typeof UPLOAD_LIMITS.audioFormats)[number];

/** What the server learned from the file itself. */
export interface AudioInfo {
  format: AudioFormat;
  /** Seconds, measured from the stream (whole-file scan when the header does not say, a decode when the bytes disagree). */
  duration: number;
  /** `grouping`: ID3's TIT1 ("content group") or GRP1, Vorbis and FLAC GROUPING, MP4 ©grp (music-metadata's name). */
  tags: { title?: string; artist?: string; album?: string; grouping?: string };
  /** ISRC, composers, lyricists, publisher, label and year when the tags carry them. */
  rights: Partial<TrackRightsFields>;
  /** An embedded cover picture, if the tags carry a JPG, PNG or WebP one. */
  picture?: { data: Buffer; extension: CoverFormat };
}

type CoverFormat = (typeof UPLOAD_LIMITS.coverFormats)[number];

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

/** Arguments that decode the first audio stream to nothing, reporting progress (out_time_us) on stdout. */
export function decodeDurationArgs(file: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-i',
    file,
    '-map',
    '0:a:0',
    '-f',
    'null',
    '-progress',
    'pipe:1',
    '-nostats',
    '-',
  ];
}

/** Seconds of audio the file really holds, found by decoding all of it with ffmpeg. */
export async function decodedDuration(ffmpegPath: string, file: string): Promise<number | undefined> {
  const { stdout } = await runFfmpeg(ffmpegPath, decodeDurationArgs(file), { timeoutMs: 120_000 });
  const last = [...stdout.toString('latin1').matchAll(/^out_time_us=(\d+)$/gm)].at(-1)?.[1];
  return last === undefined ? undefined : Number(last) / 1_000_000;
}

// One MPEG frame is 26 ms; beyond this the header and the bytes tell different stories.
const DURATION_TOLERANCE_S = 0.5;

/**
 * Whether an MP3's duration needs measuring by decoding. music-metadata takes it from the Xing/Info/VBRI header
 * when there is one, and a cut file keeps the header of the whole: it is trusted only when the samples counted
 * (VBR scanned to the end) or implied by the size (CBR) agree with it.
 */
function mp3DurationUnconfirmed({ format }: IAudioMetadata): boolean {
  const { numberOfSamples, sampleRate, duration } = format;
  if (numberOfSamples === undefined || !sampleRate || duration === undefined) return true;
  return Math.abs(numberOfSamples / sampleRate - duration) > DURATION_TOLERANCE_S;
}

/**
 * Decides by content whether a file is MP3, WAV, OGG or FLAC audio: the magic bytes must name one of
 * those formats and the parser must find a playable stream with a duration. Extension and MIME type
 * are never consulted. Returns undefined for anything else. An MP3 whose header's duration the bytes do not
 * confirm (a truncated file) is decoded with ffmpeg to measure what it really holds.
 */
/** `now`: the station's time, which bounds a plausible release year. */
export async function inspectAudio(file: string, ffmpegPath: string, now: number): Promise<AudioInfo | undefined> {
  // Loaded on first use: the serving process keeps no upload-only library.
  const [{ fileTypeFromBuffer, fileTypeFromFile }, { parseFile }] = await Promise.all([
    import('file-type'),
    import('music-metadata'),
  ]);
  const detected = await fileTypeFromFile(file).catch(() => undefined);
  const format = detected ? AUDIO_BY_DETECTED[detected.ext] : undefined;
  if (!format) return undefined;
  const metadata = await parseFile(file, { duration: true }).catch(() => undefined);
  let duration = metadata?.format.duration;
  if (!metadata || duration === undefined || !Number.isFinite(duration) || duration <= 0) return undefined;
  if (metadata.format.hasVideo) return undefined;
  if (format === 'mp3' && mp3DurationUnconfirmed(metadata)) {
    duration = await decodedDuration(ffmpegPath, file).catch(() => undefined);
    if (duration === undefined || duration <= 0) return undefined;
  }

  const { common } = metadata;
  const info: AudioInfo = {
    format,
    duration: Math.round(duration * 1000) / 1000,
    tags: {
      ...{ title: text(common.title), artist: text(common.artist), album: text(common.album) },
      grouping: text(common.grouping),
    },
    rights: rightsFromTags(metadata, now),
  };
  const picture = common.picture?.[0];
  if (picture && picture.data.length <= UPLOAD_LIMITS.imageMaxBytes) {
    const pictureType = await fileTypeFromBuffer(picture.data).catch(() => undefined);
    const extension = pictureType ? COVER_BY_DETECTED[pictureType.ext] : undefined;
    // An oversized picture in the tags is dropped, not the track: the audio is fine, the cover would not be.
    if (extension && withinPixelLimit(picture.data)) info.picture = { data: Buffer.from(picture.data), extension };
  }
  return info;
}
