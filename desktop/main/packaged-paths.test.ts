import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledFfmpeg, outsideAsar } from './packaged-paths';

describe('packaged paths (the one asar rule)', () => {
  it('points into app.asar.unpacked in a packaged app (the system cannot run a file inside the archive)', () => {
    const packed = path.join('/opt/Emisora/resources/app.asar/node_modules/@ffmpeg-installer/linux-x64/ffmpeg');
    expect(outsideAsar(packed)).toBe(
      path.join('/opt/Emisora/resources/app.asar.unpacked/node_modules/@ffmpeg-installer/linux-x64/ffmpeg'),
    );
    expect(outsideAsar(path.join('/opt/Emisora/resources/app.asar/resources'))).toBe(
      path.join('/opt/Emisora/resources/app.asar.unpacked/resources'),
    );
    expect(outsideAsar('/work/node_modules/@ffmpeg-installer/linux-x64/ffmpeg')).toBe(
      '/work/node_modules/@ffmpeg-installer/linux-x64/ffmpeg',
    );
  });

  it('finds the bundled ffmpeg binary, which exists and runs from source', () => {
    const ffmpeg = bundledFfmpeg();
    expect(ffmpeg).toMatch(/@ffmpeg-installer/);
    expect(fs.statSync(ffmpeg).mode & 0o111).not.toBe(0);
  });
});
