import type { TrackFilterQuery } from '../../../../shared/schemas/library/tracks';
import { instantOf, nextDate } from '../../../../shared/station/station-time';
import type { TrackFilter } from '../../repos/library/track-search';

/**
 * The library's filters as the repository reads them: the days added (station days, both included) become the
 * instants from the first one's midnight to the midnight after the last, in the station's time zone.
 */
export function trackFilterOf(
  query: TrackFilterQuery & Pick<TrackFilter, 'kind' | 'categoryId'>,
  timeZone: string,
): TrackFilter {
  const { addedFrom, addedTo, ...rest } = query;
  const at = (date: string) => new Date(instantOf(date, '00:00', timeZone)).toISOString();
  return {
    ...rest,
    ...(addedFrom ? { addedSince: at(addedFrom) } : {}),
    ...(addedTo ? { addedBefore: at(nextDate(addedTo)) } : {}),
  };
}
