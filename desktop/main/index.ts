import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDesktopApp } from './app-main';
import { bundledFfmpeg, outsideAsar } from './packaged-paths';

/** Electron main: everything lives in app-main.ts; this file only knows where the built pieces are. */
const here = path.dirname(fileURLToPath(import.meta.url));
startDesktopApp({
  stationEntry: path.join(here, 'station.js'),
  preload: path.join(here, '../preload/index.cjs'),
  renderer: path.join(here, '../renderer'),
  // Packaged: resources/ sits unpacked beside the asar (asarUnpack); in development, at the repo root.
  resources: outsideAsar(path.join(here, '../../resources')),
  ffmpeg: bundledFfmpeg(),
});
