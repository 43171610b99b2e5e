import type { BadgeType } from './TypeBadge';

/** One programme of the public week, whatever made it (a show's rule, a moved occurrence, a one-off special). */
export interface WeekItem {
  key: string;
  /** ISO instants. */
  start: string;
  end: string;
  title: string;
  /** The show's page, when the programme belongs to a show. */
  slug: string | null;
  /** Who presents it, by the names listeners read. */
  hosts: string[];
  type: BadgeType;
}
