import { useQuery } from '@tanstack/react-query';
import type { OccurrenceView } from '../../../../shared/schemas/programming/show-occurrences';
import type { ScheduleWeek } from '../../../../shared/schemas/public/public-shows';
import { apiQuery } from '../../lib/api';
import type { BadgeType } from './TypeBadge';
import type { WeekItem } from './week-item';

/** The badge a show's kind wears: a recorded programme is the spec's "talk"; relays and repeats say what they are. */
export const BADGE: Record<OccurrenceView['kind'], BadgeType> = {
  music: 'music',
  live: 'live',
  recorded: 'talk',
  relay: 'relay',
  repeat: 'repeat',
  // A syndicated programme is a recorded one whose file comes from its feed.
  syndicated: 'talk',
};

/** The public side of an occurrence: a cancelled one is not on the listener's week. */
export function weekItems(week: ScheduleWeek): WeekItem[] {
  return week.occurrences
    .filter((occurrence) => occurrence.status !== 'cancelled')
    .map((occurrence) => ({
      key: `${occurrence.showId ?? 'p'}-${occurrence.programId ?? ''}-${occurrence.start}`,
      start: occurrence.start,
      end: occurrence.end,
      title: occurrence.showName,
      slug: occurrence.slug,
      hosts: occurrence.presenters.map((p) => p.name),
      type: BADGE[occurrence.kind],
    }));
}

/**
 * A week of the station's occurrences, the same the planner airs. Without a Monday the server answers the current
 * week in station time, so the visitor's own clock and zone never choose it.
 */
export function useWeek(monday: string | null) {
  return useQuery({
    ...apiQuery('station.week', { query: monday ? { start: monday } : {} }),
    refetchInterval: 5 * 60_000,
  });
}
