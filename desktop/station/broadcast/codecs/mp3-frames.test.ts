import { describe, expect, it } from 'vitest';
import { LOGGER_BITRATES } from '../../../../shared/schemas/archive/recordings';
import { resolveFfmpegPath } from '../../ffmpeg/path';
import { runFfmpeg } from '../../ffmpeg/run';
import { LOGGER_QUALITY, loggerEncoderArgs } from '../../recording/logger-quality';
import { createFrameSplitter, mp3FrameLength, mp3FrameSeconds } from './mp3-frames';

const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
const SECONDS = 3;

/** `seconds` of a 440 Hz tone as bus PCM (s16le stereo 44.1 kHz). */
function tone(seconds: number): Buffer {
  const samples = seconds * 44_100;
  const pcm = Buffer.alloc(samples * 4);
  for (let n = 0; n < samples; n++) {
    const v = Math.round(Math.sin((2 * Math.PI * 440 * n) / 44_100) * 12_000);
    pcm.writeInt16LE(v, n * 4);
    pcm.writeInt16LE(v, n * 4 + 2);
  }
  return pcm;
}

// MPEG version bits of the header: 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5.
const EXPECTED_VERSION: Record<number, number> = { 8000: 0, 16000: 2, 22050: 2, 44100: 3 };

describe('MP3 frame splitter on real ffmpeg output at every logger quality (MPEG-1, MPEG-2 and MPEG-2.5)', () => {
  it.each(LOGGER_BITRATES)(
    '%i kbps: frames are found back to back, lengths and durations right',
    async (kbps) => {
      const { sampleRate, channels } = LOGGER_QUALITY[kbps];
      const { stdout: mp3 } = await runFfmpeg(ffmpegPath, loggerEncoderArgs(kbps), { input: tone(SECONDS) });
      expect(mp3.length).toBeGreaterThan(0);

      // The whole stream is frames, back to back from byte 0 to the end (no Xing/ID3), each of the CBR length.
      let at = 0;
      let frames = 0;
      let seconds = 0;
      const samplesPerFrame = sampleRate >= 32_000 ? 1152 : 576;
      const nominal = Math.floor((samplesPerFrame / 8) * ((kbps * 1000) / sampleRate));
      while (at < mp3.length) {
        const length = mp3FrameLength(mp3, at);
        expect(length, `frame ${frames} at byte ${at}`).toBeGreaterThan(0);
        expect((mp3[at + 1]! >> 3) & 3).toBe(EXPECTED_VERSION[sampleRate]);
        // Channel mode 3 = mono.
        expect(mp3[at + 3]! >> 6 === 3).toBe(channels === 1);
        expect(length - ((mp3[at + 2]! >> 1) & 1)).toBe(nominal);
        seconds += mp3FrameSeconds(mp3, at);
        at += length;
        frames++;
      }
      expect(at).toBe(mp3.length);
      expect(seconds).toBeCloseTo(frames * (samplesPerFrame / sampleRate), 6);
      // The encoder adds its delay and pads the last frame: a little over the input's length.
      expect(seconds).toBeGreaterThanOrEqual(SECONDS);
      expect(seconds).toBeLessThan(SECONDS + 0.3);

      // Pushed in odd-sized chunks, the splitter gives back exactly the stream, in whole frames only.
      const splitter = createFrameSplitter();
      const out: Buffer[] = [];
      for (let i = 0; i < mp3.length; i += 37) {
        const whole = splitter.push(mp3.subarray(i, i + 37));
        if (whole.length > 0) expect(mp3FrameLength(whole, 0)).toBeGreaterThan(0);
        out.push(whole);
      }
      expect(Buffer.concat(out).equals(mp3)).toBe(true);
    },
    60_000,
  );

  it('knows MPEG-2.5 and MPEG-2 headers by hand: 8 kbps at 8 kHz is 72 bytes, 16 kbps at 16 kHz 72, 32 at 22.05 kHz 104', () => {
    // FF E3 = MPEG-2.5 layer III no CRC; 0x18 = bitrate index 1 (8 kbps), rate index 2 (8 kHz); C0 = mono.
    expect(mp3FrameLength(Buffer.from([0xff, 0xe3, 0x18, 0xc0]), 0)).toBe(72);
    expect(mp3FrameSeconds(Buffer.from([0xff, 0xe3, 0x18, 0xc0]), 0)).toBeCloseTo(0.072, 9);
    // FF F3 = MPEG-2; 0x28 = 16 kbps, 16 kHz.
    expect(mp3FrameLength(Buffer.from([0xff, 0xf3, 0x28, 0xc0]), 0)).toBe(72);
    // 0x40 = 32 kbps, 22.05 kHz; padded (0x42): one byte more.
    expect(mp3FrameLength(Buffer.from([0xff, 0xf3, 0x40, 0xc0]), 0)).toBe(104);
    expect(mp3FrameLength(Buffer.from([0xff, 0xf3, 0x42, 0xc0]), 0)).toBe(105);
    // Version bits 01 are reserved: not a frame.
    expect(mp3FrameLength(Buffer.from([0xff, 0xeb, 0x18, 0xc0]), 0)).toBe(0);
    expect(mp3FrameSeconds(Buffer.from([0xff, 0xeb, 0x18, 0xc0]), 0)).toBe(0);
  });
});
