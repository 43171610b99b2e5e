import { AUDIO } from '../../../../../shared/station/audio-format';
import { mp3EncoderArgs } from '../../../ffmpeg/ffmpeg-args';
import { createFrameSplitter, mp3FrameLength } from '../../codecs/mp3-frames';
import { adtsFrameLength } from '../../codecs/adts';
import type { EncodedSink } from './encoded';
import { aacEncoderArgs, opusEncoderArgs } from './encoder-args';
import { createOpusChain } from './opus-chain';

export type AudioFormat = 'mp3' | 'aac' | 'opus';

/** Turns an encoder's raw stdout into whole frames/pages for the sink; keeps in-band titles where the format has them. */
export interface Framer {
  push(chunk: Buffer, sink: EncodedSink): void;
  setTitle(title: string): void;
  /** Header pages a consumer joining now needs first (Ogg), else empty. */
  headers(): Buffer;
  /** The encoder restarted: a new byte stream follows for the same consumers. */
  reset(): void;
  /** The encoder is asleep: the next consumer starts with the next stream and nothing of the last one. */
  forget(): void;
}

export interface FormatSpec {
  format: AudioFormat;
  contentType: string;
  /** Whether players may ask for ICY metadata on this format (MP3 and AAC; Ogg carries titles in-band). */
  icy: boolean;
  /** Sample rate players see (ice-audio-info). */
  sampleRate: number;
  args(bitrateKbps: number): string[];
  framer(title: string): Framer;
}

function splitting(frameLength: (data: Buffer, at: number) => number, headerBytes: number): Framer {
  const splitter = createFrameSplitter(frameLength, headerBytes);
  return {
    push(chunk, sink) {
      const frames = splitter.push(chunk);
      if (frames.length > 0) sink.data(frames);
    },
    setTitle() {},
    headers: () => Buffer.alloc(0),
    reset: () => splitter.reset(),
    forget: () => splitter.reset(),
  };
}

export const FORMATS: Readonly<Record<AudioFormat, FormatSpec>> = {
  mp3: {
    format: 'mp3',
    contentType: 'audio/mpeg',
    icy: true,
    sampleRate: AUDIO.sampleRate,
    args: mp3EncoderArgs,
    framer: () => splitting(mp3FrameLength, 4),
  },
  aac: {
    format: 'aac',
    contentType: 'audio/aac',
    icy: true,
    sampleRate: AUDIO.sampleRate,
    args: aacEncoderArgs,
    framer: () => splitting(adtsFrameLength, 7),
  },
  opus: {
    format: 'opus',
    contentType: 'audio/ogg',
    icy: false,
    sampleRate: 48_000,
    args: opusEncoderArgs,
    framer(title) {
      const chain = createOpusChain(title);
      const { push, setTitle, headers, reset, forget } = chain;
      return { push, setTitle, headers, reset, forget };
    },
  },
};

/** The public mounts beyond /stream: format and bitrate. */
export const EXTRA_MOUNTS = { aac: { bitrateKbps: 64 }, opus: { bitrateKbps: 96 } } as const;
