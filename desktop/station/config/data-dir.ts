import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config';

/**
 * Checks that the data dir can be used without leaving anything behind: the nearest existing
 * ancestor must be a directory we can really write in (a probe file is written and removed,
 * because permission bits alone say nothing when running as root or on a read-only mount).
 */
export function assertDataDirUsable(dataDir: string, setting = '--data'): string {
  const absolute = path.resolve(dataDir);
  let probeDir = absolute;
  while (!fs.existsSync(probeDir)) {
    const parent = path.dirname(probeDir);
    if (parent === probeDir) break;
    probeDir = parent;
  }
  if (!fs.statSync(probeDir).isDirectory())
    throw new ConfigError(setting, `${setting}: ${probeDir} is not a directory, so ${absolute} cannot be created`);
  const probe = path.join(probeDir, `.emisora-write-test-${process.pid}`);
  try {
    fs.writeFileSync(probe, '');
  } catch (error) {
    throw new ConfigError(
      setting,
      `${setting}: data directory ${absolute} is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  } finally {
    fs.rmSync(probe, { force: true });
  }
  return absolute;
}
