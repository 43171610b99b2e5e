import { z } from 'zod';
import { episodeSchema } from '../archive/podcasts';
import { occurrenceSchema } from '../programming/show-occurrences';
import { dateField } from '../programming/show-fields';
import { showRuleSchema } from '../programming/show-rules';
import { showKindSchema, showPresenterSchema } from '../programming/shows';

/** GET /api/schedule/week?start=YYYY-MM-DD (public): Monday to Sunday in station time. */
export const scheduleWeekQuerySchema = z.object({
  start: dateField('La fecha debe tener el formato AAAA-MM-DD.').optional(),
});
export const scheduleWeekSchema = z.object({
  /** The Monday and the Sunday of the week (station dates). */
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  occurrences: z.array(occurrenceSchema),
});
export type ScheduleWeek = z.infer<typeof scheduleWeekSchema>;

/** A show as the public site lists it: no playlist, no admin fields. */
export const publicShowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: showKindSchema,
  imageUrl: z.string().nullable(),
  colour: z.string(),
  presenters: z.array(showPresenterSchema),
  rules: z.array(showRuleSchema),
  nextAiring: occurrenceSchema.nullable(),
  /** Its calendar feed (/programacion/:slug.ics). */
  icsUrl: z.string(),
  /** A syndicated programme's source, as its feed names it (title and page); null for the station's own shows. */
  source: z.object({ title: z.string(), link: z.string().nullable() }).nullable().optional(),
});
export type PublicShow = z.infer<typeof publicShowSchema>;

export const publicShowDetailSchema = publicShowSchema.extend({
  /** The show's podcast feed, when it has a podcast. */
  feedUrl: z.string().nullable(),
  podcastId: z.number().int().nullable(),
  episodes: z.array(episodeSchema),
});
export type PublicShowDetail = z.infer<typeof publicShowDetailSchema>;
