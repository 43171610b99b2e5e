import { useQuery } from '@tanstack/react-query';
import { TIMERS } from '../../../../shared/ui-settings';
import type { AdminStreamingStatus } from '../../../../shared/schemas/streaming';
import { ADMIN_API } from '../api/admin-urls';

/** GET /api/streaming/status (admin view), polled every 10 s on admin screens (spec). */
export function useStreamingStatus() {
  return useQuery<AdminStreamingStatus>({ queryKey: [ADMIN_API.status], refetchInterval: TIMERS.adminStatusPollMs });
}
