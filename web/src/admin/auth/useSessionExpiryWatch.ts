import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError, apiKey } from '../../lib/api';
import { clearAdminFlags } from './admin-storage';

// The session query's own failure is the answer itself (signed out), not a sign to check the session again.
const SESSION_HASH = JSON.stringify(apiKey('auth.me'));

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
      void queryClient.invalidateQueries({ queryKey: apiKey('auth.me') });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && event.query.queryHash !== SESSION_HASH)
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
