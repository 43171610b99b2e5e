import { z } from 'zod';
import { AUDIO } from '../constants';

export const publicStreamingStatusSchema = z.object({
  serverRunning: z.boolean(),
  listeners: z.number().int(),
  isLive: z.boolean(),
  rtmpPort: z.number().int().nullable(),
  httpPort: z.number().int().nullable(),
});
export type PublicStreamingStatus = z.infer<typeof publicStreamingStatusSchema>;

export const liveStatusSchema = z.enum(['offline', 'connecting', 'live', 'error']);
export type LiveStatus = z.infer<typeof liveStatusSchema>;

/** What an admin session additionally sees. Never sent to anyone else. */
export const adminStreamingStatusSchema = publicStreamingStatusSchema.extend({
  isEnabled: z.boolean(),
  streamKey: z.string(),
  status: liveStatusSchema,
  crossfadeSeconds: z.number(),
  loudnessTargetLufs: z.number(),
  emptyLibrary: z.boolean(),
});
export type AdminStreamingStatus = z.infer<typeof adminStreamingStatusSchema>;

export const streamingSettingsSchema = z
  .object({
    isEnabled: z.boolean().optional(),
    crossfadeSeconds: z
      .number({ error: 'El fundido debe ser un número de segundos.' })
      .min(0, 'El fundido no puede ser negativo.')
      .max(AUDIO.maxCrossfadeSeconds, `El fundido no puede superar ${AUDIO.maxCrossfadeSeconds} segundos.`)
      .optional(),
    loudnessTargetLufs: z
      .number({ error: 'El objetivo de sonoridad debe ser un número.' })
      .min(-30, 'El objetivo de sonoridad debe estar entre -30 y -8 LUFS.')
      .max(-8, 'El objetivo de sonoridad debe estar entre -30 y -8 LUFS.')
      .optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Indica al menos un ajuste.');
export type StreamingSettings = z.infer<typeof streamingSettingsSchema>;

export const nowPlayingItemSchema = z.object({
  trackId: z.number().int().nullable(),
  title: z.string(),
  artist: z.string(),
  album: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  startedAt: z.string(),
  duration: z.number(),
  source: z.enum(['rotation', 'live', 'station-id']),
});
export type NowPlayingItem = z.infer<typeof nowPlayingItemSchema>;

export const programmeSchema = z.object({ title: z.string(), location: z.string(), time: z.string() });
export type Programme = z.infer<typeof programmeSchema>;

export const nowPlayingSchema = z.object({
  current: nowPlayingItemSchema.nullable(),
  next: z.object({ trackId: z.number().int().nullable(), title: z.string(), artist: z.string() }).nullable(),
  history: z.array(nowPlayingItemSchema),
  listeners: z.number().int(),
  isLive: z.boolean(),
  programme: programmeSchema,
});
export type NowPlaying = z.infer<typeof nowPlayingSchema>;

export const radioGardenSchema = z.object({
  name: z.string(),
  streamUrl: z.string(),
  website: z.string(),
  codec: z.string(),
  bitrate: z.number(),
  location: z.object({ city: z.string(), country: z.string(), latitude: z.number(), longitude: z.number() }),
});
export type RadioGarden = z.infer<typeof radioGardenSchema>;
