import { describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from './path';

describe('ffmpeg path', () => {
  it('FFMPEG_PATH wins, else the bundled binary', () => {
    expect(resolveFfmpegPath('/usr/bin/ffmpeg')).toBe('/usr/bin/ffmpeg');
    expect(resolveFfmpegPath()).toMatch(/@ffmpeg-installer/);
  });
});
