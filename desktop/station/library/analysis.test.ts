import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from '../ffmpeg/path';
import { runFfmpeg } from '../ffmpeg/run';
import { analysisArgs } from '../ffmpeg/ffmpeg-args';
import { gainFor, parseAnalysis } from './analysis';
import { makeToneFile } from '../../../testing/station/test-audio';

describe('track analysis', () => {
  it('finds cue points and loudness in a real file with 1.5 s of silence at each end', async () => {
    const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-analysis-'));
    try {
      const file = path.join(dir, 't.mp3');
      await makeToneFile(ffmpeg, file, { frequency: 500, toneSeconds: 3, silence: 1.5 });
      const { stderr } = await runFfmpeg(ffmpeg, analysisArgs(file));
      const result = parseAnalysis(stderr);
      expect(result.cueIn).toBeGreaterThan(1.4);
      expect(result.cueIn).toBeLessThan(1.6);
      expect(result.cueOut).toBeGreaterThan(4.4);
      expect(result.cueOut).toBeLessThan(4.6);
      expect(result.loudnessLufs).toBeGreaterThan(-20);
      expect(result.loudnessLufs).toBeLessThan(-3);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves edges alone when the file has no leading or trailing silence', () => {
    const stderr =
      'Duration: 00:03:00.00, start\n[silencedetect] silence_start: 60\n[silencedetect] silence_end: 61 | silence_duration: 1\n  Integrated loudness:\n    I:         -14.2 LUFS\n';
    expect(parseAnalysis(stderr)).toEqual({
      cueIn: null,
      cueOut: null,
      loudnessLufs: -14.2,
      introSec: null,
      nextStartSec: null,
    });
  });

  it('reports nothing to trim for a file that is silent throughout', () => {
    const stderr =
      'Duration: 00:00:05.00, start\nsilence_start: 0\nsilence_end: 5 | silence_duration: 5\n  Integrated loudness:\n    I:         -70.0 LUFS\n';
    expect(parseAnalysis(stderr)).toEqual({
      cueIn: null,
      cueOut: null,
      loudnessLufs: null,
      introSec: null,
      nextStartSec: null,
    });
  });

  it('turns measured loudness into a bounded gain; unmeasured plays at unity', () => {
    expect(gainFor(-20, -16)).toBe(4);
    expect(gainFor(-8, -16)).toBe(-8);
    expect(gainFor(-60, -16)).toBe(12);
    expect(gainFor(null, -16)).toBe(0);
  });
});
