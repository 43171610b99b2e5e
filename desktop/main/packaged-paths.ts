import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The Electron packaging rule, decided here only: a packaged app's files sit in the app.asar archive, which Node in
 * Electron reads but the system cannot execute and ffmpeg cannot open; electron-builder.yml's asarUnpack puts
 * the binaries and resources/ beside it in app.asar.unpacked. The station gets the resulting plain paths in its
 * configuration (EMISORA_RESOURCES, FFMPEG_PATH) and knows nothing of archives. Outside a package: unchanged.
 */
export const outsideAsar = (file: string): string =>
  file.replace(`${path.sep}app.asar${path.sep}`, `${path.sep}app.asar.unpacked${path.sep}`);

/** The static ffmpeg shipped in @ffmpeg-installer/ffmpeg, at a path the system can run. */
export function bundledFfmpeg(): string {
  const require = createRequire(import.meta.url);
  return outsideAsar((require('@ffmpeg-installer/ffmpeg') as { path: string }).path);
}
