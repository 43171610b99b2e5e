import { z } from 'zod';

export const VOICE_TRACK_STATUSES = ['ready', 'flagged', 'aired'] as const;

export const voiceTrackSchema = z.object({
  id: z.number().int(),
  /** The hour of the log it belongs to, and when it was planned to start (ISO). */
  hourStart: z.string(),
  plannedAt: z.string(),
  prevTrackId: z.number().int(),
  nextTrackId: z.number().int(),
  showId: z.number().int().nullable(),
  showName: z.string(),
  durationSec: z.number(),
  overlapBeforeSec: z.number(),
  overlapAfterSec: z.number(),
  duckDb: z.number(),
  status: z.enum(VOICE_TRACK_STATUSES),
  /** Why it stays off the air (a neighbour changed): what the presenter is told, to record it again. */
  flagReason: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
  airedAt: z.string().nullable(),
  audioUrl: z.string(),
});
export type VoiceTrack = z.infer<typeof voiceTrackSchema>;
