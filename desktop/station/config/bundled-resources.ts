import fs from 'node:fs';
import path from 'node:path';

export const STATION_ID_FILE = 'resources/station-id.mp3';
/** The station's logo (512 px PNG): the app icon, served at /logo.png for directories (icy-logo). */
export const LOGO_FILE = 'resources/icon.png';

/**
 * Finds a bundled resource (`resources/…`): in the resources folder the configuration names (the desktop app's,
 * outside its asar archive), else by walking up from this module: the repo root when run from source, the app
 * folder when built (out/main).
 */
export function findResource(file: string, resourcesDir?: string, from: string = import.meta.dirname): string | null {
  if (resourcesDir) {
    const candidate = path.join(resourcesDir, path.relative('resources', file));
    return fs.existsSync(candidate) ? candidate : null;
  }
  let dir = from;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, file);
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

/** The bundled station ID (see findResource). */
export const findStationIdFile = (resourcesDir?: string): string | null => findResource(STATION_ID_FILE, resourcesDir);
