import { useQuery } from '@tanstack/react-query';
import { TIMERS } from '../../../../shared/web-app/ui-settings';
import { apiQuery } from '../../lib/api';

/** GET /api/streaming/status, polled every 5 s while the live screen is open (spec §7). */
export function useStreamingStatus(poll = true) {
  return useQuery({ ...apiQuery('streaming.status'), refetchInterval: poll ? TIMERS.publicStatusPollMs : false });
}
