import { createRequire } from 'node:module';

/**
 * FFMPEG_PATH wins (the desktop app sets it to the binary outside its asar archive: desktop/main/packaged-paths.ts);
 * otherwise the static ffmpeg 4.1 shipped in @ffmpeg-installer/ffmpeg.
 */
export function resolveFfmpegPath(override?: string): string {
  if (override) return override;
  const require = createRequire(import.meta.url);
  const installer = require('@ffmpeg-installer/ffmpeg') as { path: string };
  return installer.path;
}
