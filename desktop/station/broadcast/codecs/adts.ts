/** Length of the ADTS (AAC) frame whose header starts at `at`, or 0 when there is no ADTS sync there. */
export function adtsFrameLength(data: Buffer, at: number): number {
  if (at + 7 > data.length) return 0;
  if (data[at] !== 0xff || (data[at + 1]! & 0xf6) !== 0xf0) return 0;
  const length = ((data[at + 3]! & 0x03) << 11) | (data[at + 4]! << 3) | (data[at + 5]! >> 5);
  const headerBytes = data[at + 1]! & 0x01 ? 7 : 9;
  return length >= headerBytes ? length : 0;
}

/** Samples per channel in one AAC-LC frame. */
export const AAC_FRAME_SAMPLES = 1024;
