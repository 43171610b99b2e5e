/** The broadcast's audio format and stream names, shared by decoders, mixer, encoders and mounts. */

/** Audio bus format shared by decoders, mixer and encoders. */
export const AUDIO = {
  sampleRate: 44_100,
  channels: 2,
  bytesPerSample: 2,
  frameMs: 20,
  mp3BitrateKbps: 128,
  icyMetaInt: 16_000,
  burstBytes: 64 * 1024,
  listenerMaxBacklogBytes: 512 * 1024,
  defaultCrossfadeSeconds: 2,
  maxCrossfadeSeconds: 10,
  defaultLoudnessTargetLufs: -16,
} as const;

export const STREAM_KEY_LENGTH = 16;

export const STREAM_APP = 'live';

/** Name of the station's own output on the FLV server: /live/<name>.flv */
export const STREAM_OUTPUT_NAME = 'emisora';
