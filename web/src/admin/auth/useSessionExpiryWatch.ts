import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError } from '../../lib/api';
import { ADMIN_API } from '../api/admin-urls';
import { clearAdminFlags } from './admin-storage';

const isAuthError = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 401 || error.status === 403);

/**
 * A 401/403 from any admin call means the session ended or lost its rights: forget the flags and
 * ask the server again, so the guard sends the user to the login screen.
 */
export function useSessionExpiryWatch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (!isAuthError(error)) return;
      clearAdminFlags();
      void queryClient.invalidateQueries({ queryKey: [ADMIN_API.me] });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && event.query.queryKey[0] !== ADMIN_API.me)
        recheck(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
