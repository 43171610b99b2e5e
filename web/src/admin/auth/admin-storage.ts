import type { User } from '../../../../shared/schemas/users/auth';

/**
 * The spec's browser-stored admin flags. They only choose what to render first (no flash of the
 * login form for a returning admin); the server decides on every request.
 */
const KEYS = ['authenticated', 'username', 'id', 'admin_id', 'admin_username'] as const;

export function hasStoredAdminFlags(): boolean {
  try {
    return localStorage.getItem('authenticated') === 'true' && localStorage.getItem('admin_id') !== null;
  } catch {
    return false;
  }
}

export function storeAdminFlags(user: User): void {
  try {
    localStorage.setItem('authenticated', 'true');
    localStorage.setItem('username', user.username);
    localStorage.setItem('id', String(user.id));
    localStorage.setItem('admin_id', String(user.id));
    localStorage.setItem('admin_username', user.username);
  } catch {
    // Storage may be disabled (private mode); the session cookie still works.
  }
}

export function clearAdminFlags(): void {
  try {
    for (const key of KEYS) localStorage.removeItem(key);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}
