import { runFfmpeg } from '../../desktop/station/ffmpeg/run';

/** Mono float samples of part of an audio file, decoded by ffmpeg at a low rate (enough for pitch). */
export async function decodeMono(
  ffmpegPath: string,
  file: string,
  rate: number,
  fromSeconds = 0,
  seconds?: number,
): Promise<Float32Array> {
  const window = seconds === undefined ? [] : ['-t', String(seconds)];
  const { stdout } = await runFfmpeg(ffmpegPath, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-ss',
    String(fromSeconds),
    ...window,
    '-i',
    file,
    '-ac',
    '1',
    '-ar',
    String(rate),
    '-f',
    'f32le',
    'pipe:1',
  ]);
  return new Float32Array(stdout.buffer, stdout.byteOffset, Math.floor(stdout.length / 4));
}

/** Magnitude spectrum of a Hann-windowed block (length a power of two), by an iterative FFT. */
export function magnitudeSpectrum(block: Float32Array): Float64Array {
  const n = block.length;
  if ((n & (n - 1)) !== 0) throw new Error('block length must be a power of two');
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  for (let i = 0; i < n; i++) re[i] = block[i]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1)));
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k++) {
        const wr = Math.cos(angle * k);
        const wi = Math.sin(angle * k);
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b]! * wr - im[b]! * wi;
        const ti = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
  const magnitude = new Float64Array(n / 2);
  for (let i = 0; i < n / 2; i++) magnitude[i] = Math.hypot(re[i]!, im[i]!);
  return magnitude;
}

/**
 * Frequencies (Hz) of the spectral peaks within `dbBelowMax` of the loudest one. A pure sine
 * gives one peak (Hann side lobes sit 31 dB down); a chord with harmonics gives several.
 */
export function spectralPeaks(block: Float32Array, rate: number, dbBelowMax = 20): number[] {
  const magnitude = magnitudeSpectrum(block);
  let max = 0;
  for (const value of magnitude) max = Math.max(max, value);
  const floor = max * 10 ** (-dbBelowMax / 20);
  const peaks: number[] = [];
  for (let i = 2; i < magnitude.length - 2; i++) {
    const m = magnitude[i]!;
    if (
      m >= floor &&
      m > magnitude[i - 1]! &&
      m >= magnitude[i + 1]! &&
      m > magnitude[i - 2]! &&
      m >= magnitude[i + 2]!
    ) {
      peaks.push(Math.round((i * rate) / block.length));
    }
  }
  return peaks;
}

/** Silences found by ffmpeg silencedetect, as [start, end] seconds. */
export async function findSilences(
  ffmpegPath: string,
  file: string,
  noiseDb = -50,
  minSeconds = 2,
): Promise<Array<[number, number]>> {
  const { stderr } = await runFfmpeg(ffmpegPath, [
    '-hide_banner',
    '-nostdin',
    '-i',
    file,
    '-af',
    `silencedetect=noise=${noiseDb}dB:d=${minSeconds}`,
    '-f',
    'null',
    '-',
  ]);
  const starts = [...stderr.matchAll(/silence_start: (-?[\d.]+)/g)].map((m) => Number(m[1]));
  const ends = [...stderr.matchAll(/silence_end: ([\d.]+)/g)].map((m) => Number(m[1]));
  return starts.map((start, i) => [start, ends[i] ?? Number.POSITIVE_INFINITY]);
}

/** Width and height from a JPEG's start-of-frame marker. */
export function jpegSize(data: Buffer): { width: number; height: number } {
  if (data[0] !== 0xff || data[1] !== 0xd8) throw new Error('not a JPEG');
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) throw new Error('bad JPEG marker');
    const marker = data[offset + 1]!;
    const length = data.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw new Error('JPEG without a frame header');
}
