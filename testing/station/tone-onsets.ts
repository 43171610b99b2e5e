import { toneStrength } from './test-listener';

const WINDOW_BYTES = 2205 * 4;

/**
 * PCM byte offsets (50 ms windows, bus PCM) where `frequency` starts to dominate after a window where it did not:
 * the onsets of a tone that comes and goes, as a latency measurement needs them.
 */
export function toneOnsets(pcm: Buffer, frequency: number, fromByte = 0): number[] {
  const onsets: number[] = [];
  let before = true;
  for (let at = fromByte - (fromByte % 4); at + WINDOW_BYTES <= pcm.length; at += WINDOW_BYTES) {
    const now = toneStrength(pcm, at, frequency) > 0.6;
    if (now && !before) onsets.push(at);
    before = now;
  }
  return onsets;
}
