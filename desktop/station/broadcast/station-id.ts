import fs from 'node:fs';
import path from 'node:path';

export const STATION_ID_FILE = 'resources/station-id.mp3';

/**
 * Finds the bundled station-ID loop by walking up from this module: the repo root when run from
 * source, the app folder when built (out/main). Inside a packaged app the file is unpacked from
 * the asar archive (electron-builder.yml asarUnpack), which ffmpeg can read.
 */
export function findStationIdFile(from: string = import.meta.dirname): string | null {
  let dir = from;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, STATION_ID_FILE).replace(`app.asar${path.sep}`, `app.asar.unpacked${path.sep}`);
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}
