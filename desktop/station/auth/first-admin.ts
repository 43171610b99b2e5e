import { generatePassword, hashPassword } from './passwords';
import type { StationContext } from '../core/context';

/** Creates the administrator `admin` when the station has no users yet. */
export async function ensureAdmin(
  { repos, config, log }: Pick<StationContext, 'repos' | 'config' | 'log'>,
  onGenerated?: (password: string) => void,
): Promise<void> {
  if (repos.users.count() > 0) return;
  const password = config.adminPassword ?? generatePassword();
  const user = repos.users.create('admin', await hashPassword(password), true);
  repos.audit.record(null, 'user.create', 'Administrador inicial «admin» creado');
  if (config.adminPassword) log.info('created administrator "admin" with the password from EMISORA_ADMIN_PASSWORD');
  else onGenerated?.(password);
  void user;
}
