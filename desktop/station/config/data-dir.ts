import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config';

/**
 * Checks that the data dir can be used without creating anything yet: an existing dir must be writable,
 * a missing one must have a writable existing ancestor.
 */
export function assertDataDirUsable(dataDir: string, setting = '--data'): string {
  const absolute = path.resolve(dataDir);
  let probe = absolute;
  while (!fs.existsSync(probe)) {
    const parent = path.dirname(probe);
    if (parent === probe) break;
    probe = parent;
  }
  try {
    if (!fs.statSync(probe).isDirectory()) throw new ConfigError(setting, `${setting}: ${probe} is not a directory`);
    fs.accessSync(probe, fs.constants.W_OK);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(setting, `${setting}: data directory ${absolute} is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return absolute;
}
