import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asarUnpacked, resolveFfmpegPath } from './path';

describe('ffmpeg path', () => {
  it('points into app.asar.unpacked in a packaged app (the system cannot run a file inside the archive)', () => {
    const packed = path.join('/opt/Emisora/resources/app.asar/node_modules/@ffmpeg-installer/linux-x64/ffmpeg');
    expect(asarUnpacked(packed)).toBe(
      path.join('/opt/Emisora/resources/app.asar.unpacked/node_modules/@ffmpeg-installer/linux-x64/ffmpeg'),
    );
    expect(asarUnpacked('/work/node_modules/@ffmpeg-installer/linux-x64/ffmpeg')).toBe(
      '/work/node_modules/@ffmpeg-installer/linux-x64/ffmpeg',
    );
  });

  it('FFMPEG_PATH wins, else the bundled binary', () => {
    expect(resolveFfmpegPath('/usr/bin/ffmpeg')).toBe('/usr/bin/ffmpeg');
    expect(resolveFfmpegPath()).toMatch(/@ffmpeg-installer/);
  });
});
