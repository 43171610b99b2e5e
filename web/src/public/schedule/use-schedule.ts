import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api';

/** The Saturdays of the schedule from the server (seeded with the spec's June 2025 days). */
export function useSchedule() {
  return useQuery({ ...apiQuery('station.schedule') });
}
