import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Inside a packaged desktop app the bundled binaries live unpacked beside the asar archive (electron-builder.yml
 * asarUnpack): a path into app.asar cannot be executed by the system, the same path in app.asar.unpacked can.
 */
export const asarUnpacked = (file: string): string =>
  file.replace(`${path.sep}app.asar${path.sep}`, `${path.sep}app.asar.unpacked${path.sep}`);

/** FFMPEG_PATH wins; otherwise the static ffmpeg 4.1 shipped in @ffmpeg-installer/ffmpeg. */
export function resolveFfmpegPath(override?: string): string {
  if (override) return override;
  const require = createRequire(import.meta.url);
  const installer = require('@ffmpeg-installer/ffmpeg') as { path: string };
  return asarUnpacked(installer.path);
}
