import { z } from 'zod';
import { AUDIO } from '../../station/audio-format';
import { LISTENER_COUNT, PROGRAMMING } from '../../station/station-rules';
import { onAirSourceSchema } from '../programming/programming';

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
  jingleEvery: z.number().int(),
  adBreakMinutes: z.array(z.number().int()),
  /** A live programme is on the schedule now and nobody publishes: its playlist keeps the air. */
  liveMissing: z
    .object({ programmeId: z.number().int(), title: z.string(), start: z.string(), end: z.string() })
    .nullable(),
  timezone: z.string(),
  listenerCountMinimum: z.number().int(),
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
    jingleEvery: z
      .number({ error: 'Indica cada cuántas canciones suena una cortinilla (0 = nunca).' })
      .int('Indica cada cuántas canciones suena una cortinilla (0 = nunca).')
      .min(0, 'Indica cada cuántas canciones suena una cortinilla (0 = nunca).')
      .max(PROGRAMMING.maxJingleEvery, `Una cortinilla como mucho cada ${PROGRAMMING.maxJingleEvery} canciones.`)
      .optional(),
    adBreakMinutes: z
      .array(
        z
          .number({ error: 'Los minutos de las pausas van de 0 a 59.' })
          .int('Los minutos de las pausas van de 0 a 59.')
          .min(0, 'Los minutos de las pausas van de 0 a 59.')
          .max(59, 'Los minutos de las pausas van de 0 a 59.'),
        {
          error: 'Indica los minutos de cada hora con pausa publicitaria.',
        },
      )
      .max(PROGRAMMING.maxAdBreaksPerHour, `Como mucho ${PROGRAMMING.maxAdBreaksPerHour} pausas por hora.`)
      .refine((minutes) => new Set(minutes).size === minutes.length, 'Un minuto no puede repetirse.')
      .transform((minutes) => [...minutes].sort((a, b) => a - b))
      .optional(),
    listenerCountMinimum: z
      .number({ error: 'Indica a partir de cuántos oyentes se muestra el contador.' })
      .int('Indica a partir de cuántos oyentes se muestra el contador.')
      .min(0, 'Indica a partir de cuántos oyentes se muestra el contador.')
      .max(LISTENER_COUNT.maxMinimum, `Como mucho ${LISTENER_COUNT.maxMinimum} oyentes.`)
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
  source: onAirSourceSchema,
});
export type NowPlayingItem = z.infer<typeof nowPlayingItemSchema>;

export const programmeSchema = z.object({ title: z.string(), location: z.string(), time: z.string() });
export type Programme = z.infer<typeof programmeSchema>;

export const nowPlayingSchema = z.object({
  current: nowPlayingItemSchema.nullable(),
  next: z.object({ trackId: z.number().int().nullable(), title: z.string(), artist: z.string() }).nullable(),
  history: z.array(nowPlayingItemSchema),
  /** Listeners of the station's own outputs; a relay's pull of a mount is none. */
  listeners: z.number().int(),
  /** Listeners of the Icecast relays, from their status pages: apart from `listeners`. */
  relayListeners: z.number().int().optional(),
  /** The engine is on air (rotation or live); false after "Detener Servidor". The same value as the status's. */
  serverRunning: z.boolean(),
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
  /** Every way to listen, the MP3 stream first: AAC for mobile data, Ogg Opus, HLS for CDNs. */
  streams: z.array(z.object({ url: z.string(), codec: z.string(), bitrate: z.number(), contentType: z.string() })),
});
export type RadioGarden = z.infer<typeof radioGardenSchema>;
