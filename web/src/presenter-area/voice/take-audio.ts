import toWav from 'audiobuffer-to-wav';

/** A take decoded in the browser: the recording or the uploaded file, as samples to trim and hear. */
export async function decodeTake(blob: Blob): Promise<AudioBuffer> {
  const context = new AudioContext();
  try {
    return await context.decodeAudioData(await blob.arrayBuffer());
  } finally {
    void context.close();
  }
}

/** The take with `startSec` cut from its start and `endSec` from its end (each clamped to what there is). */
export function trimTake(take: AudioBuffer, startSec: number, endSec: number): AudioBuffer {
  const rate = take.sampleRate;
  const from = Math.min(take.length, Math.max(0, Math.round(startSec * rate)));
  const to = Math.max(from + 1, take.length - Math.max(0, Math.round(endSec * rate)));
  const out = new AudioBuffer({ length: to - from, numberOfChannels: take.numberOfChannels, sampleRate: rate });
  for (let c = 0; c < take.numberOfChannels; c++) out.copyToChannel(take.getChannelData(c).subarray(from, to), c);
  return out;
}

/**
 * The trimmed take as a WAV file: what the station checks (MP3, WAV, OGG or FLAC by content) and measures for its
 * loudness correction, whatever container the browser's recorder wrote (WebM, MP4).
 */
export const takeAsWav = (take: AudioBuffer): Blob => new Blob([toWav(take)], { type: 'audio/wav' });
