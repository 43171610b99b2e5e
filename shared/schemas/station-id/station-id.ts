import { z } from 'zod';

/**
 * The hourly station identification: on or off, and which jingle (a library track of kind jingle;
 * null = the bundled station ID, resources/station-id.mp3).
 */
export const hourlyIdSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Indica si se emite la identificación horaria' }),
  trackId: z.number().int('Elige una cuña de la biblioteca').positive('Elige una cuña de la biblioteca').nullable(),
});
export type HourlyIdSettings = z.infer<typeof hourlyIdSettingsSchema>;

/** The admin's card: the setting and the library's jingles to choose from. */
export const stationIdViewSchema = z.object({
  settings: hourlyIdSettingsSchema,
  jingles: z.array(z.object({ id: z.number().int(), title: z.string(), artist: z.string() })),
});
export type StationIdView = z.infer<typeof stationIdViewSchema>;

/** A station ID the live show holds back: the host airs it with the break button (POST /api/queue/break). */
export const dueStationIdSchema = z.object({ dueAt: z.string(), title: z.string() });
export type DueStationId = z.infer<typeof dueStationIdSchema>;
