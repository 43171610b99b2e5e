import { wallTime } from '../../../shared/station/station-time';
import { ConfigError } from '../config/config';
import type { Logger } from '../core/log';
import type { Repos } from '../repos/index';
import { RestoreError, restoreBackup } from './restore';
import { type AppliedRestore, applyStagedRestore } from './restore-swap';
import { type Clock, dateOf } from '../core/clock';

/**
 * Before anything opens the data folder: the operator's --restore (a refused archive stops the start, exit 2, with
 * the data untouched), else the backup an admin chose in Configuración, verified then and staged beside the data
 * folder for this start to swap in. The operator's flag wins: an admin's staged backup is then dropped.
 */
export async function restoreAtStart(
  config: { restore?: string; backupPassphrase?: string },
  dataDir: string,
  log: Logger,
  clock: Clock,
): Promise<AppliedRestore | null> {
  const staged = applyStagedRestore(dataDir, { discard: Boolean(config.restore), now: dateOf(clock) });
  if (staged) log.info('backup restored as an admin asked', { ...staged });
  if (config.restore)
    await restoreFromFlag(config.restore, dataDir, { passphrase: config.backupPassphrase, now: dateOf(clock) }, log);
  return staged;
}

async function restoreFromFlag(
  archive: string,
  dataDir: string,
  options: { passphrase: string | undefined; now: Date },
  log: Logger,
) {
  log.info('restoring backup', { archive });
  try {
    const { manifest, previous } = await restoreBackup(archive, dataDir, options);
    if (!manifest)
      log.warn(
        'this backup was already restored into the data dir; starting with the current data (remove --restore)',
        { archive },
      );
    else
      log.info('backup restored', {
        createdAt: manifest.createdAt,
        files: manifest.files.length,
        previousDataMovedTo: previous,
      });
  } catch (error) {
    if (error instanceof RestoreError)
      throw new ConfigError('--restore', `--restore: ${error.message}; the data directory was not changed`);
    throw error;
  }
}

/** In the restored data's own activity log: what was restored, for whom, and where the data before it went. */
export function recordRestore(
  repos: Pick<Repos, 'audit' | 'users'>,
  restored: AppliedRestore | null,
  timeZone: string,
): void {
  if (!restored) return;
  const made = wallTime(Date.parse(restored.createdAt), timeZone);
  const by = restored.requestedBy ? repos.users.findByUsername(restored.requestedBy) : undefined;
  const kept = restored.previous ? `; los datos anteriores se guardaron en ${restored.previous}` : '';
  repos.audit.record(
    by ? { id: by.id, username: by.username } : null,
    'backup.restore',
    `Copia de seguridad del ${made.date} ${made.time} restaurada (${restored.files} archivos)${kept}`,
  );
}
