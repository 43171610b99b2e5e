import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '../../../../shared/schemas/users/auth';
import { apiQuery } from '../../lib/api';
import { clearAdminFlags, hasStoredAdminFlags, storeAdminFlags } from './admin-storage';

export type AdminSessionState = 'checking' | 'admin' | 'not-admin' | 'anonymous';

/**
 * Who is logged in, as the server says (GET /api/auth/me). Stored flags only let an admin page
 * render optimistically while the answer is on its way; the answer then wins.
 */
export function useAdminSession(): { state: AdminSessionState; user: User | null; optimistic: boolean } {
  const query = useQuery(apiQuery('auth.me', undefined, { on401: 'null' }));
  const user = query.data ?? null;
  let state: AdminSessionState = 'checking';
  if (query.isError || (query.isSuccess && !user)) state = 'anonymous';
  else if (user) state = user.isAdmin ? 'admin' : 'not-admin';

  useEffect(() => {
    if (state === 'admin' && user) storeAdminFlags(user);
    else if (state !== 'checking') clearAdminFlags();
  }, [state, user]);

  return { state, user, optimistic: state === 'checking' && hasStoredAdminFlags() };
}
