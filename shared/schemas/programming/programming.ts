import { ruleViolationSchema } from '../music/separation';
import { z } from 'zod';
import { dueStationIdSchema } from '../station-id/station-id';

/** Where an on-air item came from. */
/** relay: a remote stream a relay slot airs; repeat: the recording of an earlier airing. */
export const onAirSourceSchema = z.enum([
  'rotation',
  'playlist',
  'show',
  'jingle',
  'spot',
  'live',
  'relay',
  'repeat',
  'station-id',
]);
export type OnAirSource = z.infer<typeof onAirSourceSchema>;

/** One item of the studio's next hour, as the planner sees it. */
export const queueItemSchema = z.object({
  id: z.number().int(),
  source: onAirSourceSchema,
  trackId: z.number().int().nullable(),
  title: z.string(),
  artist: z.string(),
  duration: z.number(),
  /** When it is expected on air (ISO); later items drift with skips and live shows. */
  plannedAt: z.string(),
  /** Inserted by staff with POST /api/queue. */
  pinned: z.boolean(),
  campaignId: z.number().int().nullable(),
  programmeId: z.number().int().nullable(),
  /** A listener's request this item answers; absent for everything else. */
  requestId: z.number().int().optional(),
  /** Separation rules this item could not keep (a small pool), each with the note the music director reads. */
  violations: z.array(ruleViolationSchema).optional(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const dueSpotSchema = z.object({
  campaignId: z.number().int(),
  advertiser: z.string(),
  title: z.string(),
  trackId: z.number().int(),
  spotTitle: z.string(),
  duration: z.number(),
});
export type DueSpot = z.infer<typeof dueSpotSchema>;

/** GET /api/queue (admin): the next hour, the spots of a break held back by a live show, and a missing live show. */
export const queueSchema = z.object({
  items: z.array(queueItemSchema),
  /** Spots due in a break that a live show holds back: the host plays them with POST /api/queue/break. */
  dueSpots: z.array(dueSpotSchema),
  /** The hourly station ID a live show holds back; it opens the break the host launches. */
  dueStationId: dueStationIdSchema.nullable().optional(),
  liveMissing: z
    .object({ programmeId: z.number().int(), title: z.string(), start: z.string(), end: z.string() })
    .nullable(),
  timezone: z.string(),
});
export type Queue = z.infer<typeof queueSchema>;

/** POST /api/queue: a library track to play next. */
export const queueInsertSchema = z.object({
  trackId: z
    .number({ error: 'Elige una canción de la biblioteca.' })
    .int('Elige una canción de la biblioteca.')
    .positive('Elige una canción de la biblioteca.'),
});
