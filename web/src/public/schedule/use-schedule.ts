import { useQuery } from '@tanstack/react-query';
import type { ScheduleDay } from '../../../../shared/schemas/station';

/** The Saturdays of the schedule from the server (seeded with the spec's June 2025 days). */
export function useSchedule() {
  return useQuery<ScheduleDay[]>({ queryKey: ['/api/schedule'] });
}
