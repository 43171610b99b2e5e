import type { LoggerBitrate } from '../../../shared/schemas/archive/recordings';
import { mp3EncoderArgs } from '../ffmpeg/ffmpeg-args';

/**
 * What each logger quality encodes: libmp3lame CBR from the bus PCM, resampled on the output side. The lowest
 * sample rate each bitrate sounds right at (below 64 kbps MPEG-2/2.5 mono, where LAME would otherwise pick its
 * own rate); 128 kbps is the air's format (stereo 44.1 kHz).
 */
export const LOGGER_QUALITY: Record<LoggerBitrate, { sampleRate: number; channels: number }> = {
  8: { sampleRate: 8000, channels: 1 },
  16: { sampleRate: 16000, channels: 1 },
  32: { sampleRate: 22050, channels: 1 },
  64: { sampleRate: 44100, channels: 1 },
  128: { sampleRate: 44100, channels: 2 },
};

export const loggerEncoderArgs = (kbps: LoggerBitrate): string[] => mp3EncoderArgs(kbps, LOGGER_QUALITY[kbps]);

export { loggerBytesPerDay } from '../../../shared/station/logger-disk';
