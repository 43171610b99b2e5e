import { useQuery } from '@tanstack/react-query';
import type { AdminStreamingStatus } from '../../../../shared/schemas/broadcast/streaming';
import { TIMERS } from '../../../../shared/web-app/ui-settings';
import { type ApiResult, apiQuery } from '../../lib/api';

/**
 * The desk's view of GET /api/streaming/status. The route answers an admin's session with the fuller status; a
 * public answer here means the session is gone, which the page shows as an error rather than blanks.
 */
export const adminStatus = (status: ApiResult<'streaming.status'>): AdminStreamingStatus => {
  if ('streamKey' in status) return status;
  throw new Error('La sesión de administrador ha caducado: vuelve a iniciar sesión.');
};

/** GET /api/streaming/status (admin view), polled every 10 s on admin screens (spec). */
export function useStreamingStatus(refetchInterval: number = TIMERS.adminStatusPollMs) {
  return useQuery({ ...apiQuery('streaming.status'), select: adminStatus, refetchInterval });
}
