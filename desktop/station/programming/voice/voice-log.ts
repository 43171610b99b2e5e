import type { VoiceTrack } from '../../../../shared/schemas/music/voice-track';
import type { StationContext } from '../../core/context';
import type { StoredVoiceTrack } from '../../repos/music/voice-tracks';

const HOUR_MS = 3_600_000;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const voiceTrackView = (v: StoredVoiceTrack): VoiceTrack => ({
  id: v.id,
  hourStart: new Date(v.hourStart).toISOString(),
  plannedAt: new Date(v.plannedAt).toISOString(),
  prevTrackId: v.prevTrackId,
  nextTrackId: v.nextTrackId,
  showId: v.showId,
  showName: v.showName,
  durationSec: v.duration,
  overlapBeforeSec: v.overlapBefore,
  overlapAfterSec: v.overlapAfter,
  duckDb: v.duckDb,
  status: v.status,
  flagReason: v.flagReason,
  createdBy: v.createdBy,
  createdAt: new Date(v.createdAt).toISOString(),
  airedAt: iso(v.airedAt),
  audioUrl: `/api/voice-tracks/${v.id}/audio`,
});

/**
 * The voice tracks of a log window, as the log lists them: those planned in it, and those just past its end (the
 * link after its last item starts in the next hour); `keep` says which the caller may see.
 */
export function linksBetween(
  repos: Pick<StationContext['repos'], 'voiceTracks'>,
  from: number,
  to: number,
  keep: (link: StoredVoiceTrack) => boolean = () => true,
): VoiceTrack[] {
  return repos.voiceTracks
    .between(from - HOUR_MS, to)
    .filter((v) => v.plannedAt >= from && v.plannedAt < to + HOUR_MS && keep(v))
    .map(voiceTrackView);
}
