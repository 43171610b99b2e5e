import { describe, expect, it } from 'vitest';
import { analysisArgs, fileDecoderArgs, flvEncoderArgs, liveDecoderArgs, mp3EncoderArgs } from './ffmpeg-args';

describe('ffmpeg argument builders (exact output per profile)', () => {
  it('decodes a trimmed, gain-corrected track to bus PCM', () => {
    expect(fileDecoderArgs({ file: '/m/a.mp3', startSeconds: 1.25, durationSeconds: 180.5, gainDb: -3.456 })).toEqual([
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-ss',
      '1.250',
      '-i',
      '/m/a.mp3',
      '-t',
      '180.500',
      '-vn',
      '-map',
      '0:a:0',
      '-af',
      'volume=-3.46dB',
      '-f',
      's16le',
      '-ar',
      '44100',
      '-ac',
      '2',
      'pipe:1',
    ]);
  });

  it('decodes an unanalysed track whole and at unity gain', () => {
    expect(fileDecoderArgs({ file: '/m/b.flac', startSeconds: 0, durationSeconds: null, gainDb: 0 })).toEqual([
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-i',
      '/m/b.flac',
      '-vn',
      '-map',
      '0:a:0',
      '-f',
      's16le',
      '-ar',
      '44100',
      '-ac',
      '2',
      'pipe:1',
    ]);
  });

  it('decodes the live FLV from stdin with a minimal probe', () => {
    expect(liveDecoderArgs()).toEqual([
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-fflags',
      'nobuffer',
      '-probesize',
      '32',
      '-analyzeduration',
      '0',
      '-f',
      'flv',
      '-i',
      'pipe:0',
      '-vn',
      '-f',
      's16le',
      '-ar',
      '44100',
      '-ac',
      '2',
      '-flush_packets',
      '1',
      'pipe:1',
    ]);
  });

  it('encodes the bus to MP3 128k without headers', () => {
    expect(mp3EncoderArgs()).toEqual([
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      // Nothing to probe in raw PCM: without these the first byte waits ~1.1 s (bench/restart-live.ts).
      '-probesize',
      '32',
      '-analyzeduration',
      '0',
      '-f',
      's16le',
      '-ar',
      '44100',
      '-ac',
      '2',
      '-i',
      'pipe:0',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '128k',
      '-id3v2_version',
      '0',
      '-write_xing',
      '0',
      '-flush_packets',
      '1',
      '-f',
      'mp3',
      'pipe:1',
    ]);
  });

  it('encodes the bus to AAC in FLV on stdout, flushed per packet, with no URL or credential', () => {
    expect(flvEncoderArgs()).toEqual([
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      // The default probe, unlike the MP3 encoders: see flvEncoderArgs.
      '-f',
      's16le',
      '-ar',
      '44100',
      '-ac',
      '2',
      '-i',
      'pipe:0',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-flush_packets',
      '1',
      '-f',
      'flv',
      'pipe:1',
    ]);
  });

  it('analyses silence, loudness and its 100 ms readings in one pass', () => {
    expect(analysisArgs('/m/c.mp3')).toEqual([
      '-hide_banner',
      '-nostdin',
      '-nostats',
      '-i',
      '/m/c.mp3',
      '-vn',
      '-af',
      'silencedetect=noise=-50dB:d=0.2,ebur128=framelog=info',
      '-f',
      'null',
      '-',
    ]);
  });
});
