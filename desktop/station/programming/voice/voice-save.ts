import type { VoiceTrackUpload } from '../../../../shared/schemas/estudio/voice-tracks';
import { VOICE_DUCK_DB } from '../../../../shared/schemas/estudio/voice-tracks';
import type { StationContext } from '../../core/context';
import { Invalid, Refused } from '../../core/domain-errors';
import { analysisArgs } from '../../ffmpeg/ffmpeg-args';
import { runFfmpeg } from '../../ffmpeg/run';
import { parseAnalysis } from '../../library/analysis';
import type { User } from '../../../../shared/schemas/users/auth';
import type { StoredVoiceTrack } from '../../repos/music/voice-tracks';
import { inspectAudio } from '../../uploads/audio-check';
import { UnsupportedMedia } from '../../uploads/ingest-errors';
import { mediaTransaction } from '../../uploads/media-transaction';
import { AUDIO_REFUSED } from '../../uploads/track-ingest';
import { gapRefusal, talkOverWindows } from './talk-over';
import { placeAfter, type VoicePlace } from './voice-place';

type Ctx = Pick<StationContext, 'broadcast' | 'live' | 'clock' | 'repos' | 'media' | 'ffmpegPath'>;

export const NOT_YOUR_HOUR = 'Solo puedes grabar enlaces en las horas de tus programas.';

/** A presenter links only their own shows' hours; an admin any hour. */
export function assertMayTrack(user: Pick<User, 'id' | 'isAdmin'>, show: VoicePlace['show']): void {
  if (user.isAdmin) return;
  if (!show?.presenterIds.includes(user.id)) throw new Refused('not_your_hour', NOT_YOUR_HOUR);
}

/**
 * Saves a presenter's link: the place is resolved from the log now and stored by its neighbours' track ids; the
 * audio passes the upload checks, must fit the gap, and has its loudness measured (the air gains it to the
 * station's target, as it does every track). The file and the row are written together or not at all.
 */
export async function saveVoiceTrack(
  ctx: Ctx,
  user: User,
  upload: { audioPath: string; fields: VoiceTrackUpload; hourStart?: number },
): Promise<{ link: StoredVoiceTrack; place: VoicePlace }> {
  const { fields } = upload;
  const place = placeAfter(ctx, fields.afterItemId, upload.hourStart);
  assertMayTrack(user, place.show);
  const audio = await inspectAudio(upload.audioPath, ctx.ffmpegPath, ctx.clock.now());
  if (!audio) throw new UnsupportedMedia('unsupported_audio', AUDIO_REFUSED, 'audio');
  const refusal = gapRefusal(
    { durationSec: audio.duration, overlapBeforeSec: fields.overlapBeforeSec, overlapAfterSec: fields.overlapAfterSec },
    talkOverWindows(place.before.track, place.after.track),
  );
  if (refusal) throw new Invalid('voice_track_too_long', refusal, 'audio');
  const measured = await runFfmpeg(ctx.ffmpegPath, analysisArgs(upload.audioPath), { allowFailure: true });
  const loudnessLufs = measured.code === 0 ? parseAnalysis(measured.stderr).loudnessLufs : null;

  const files = mediaTransaction(
    ctx.media,
    (_kind, name) => ctx.repos.voiceTracks.fileInUse(name) || ctx.repos.tracks.fileInUse(name),
  );
  try {
    const fileName = await files.adopt('audio', upload.audioPath, audio.format);
    const link = ctx.repos.voiceTracks.create({
      hourStart: place.hourStart,
      plannedAt: place.plannedAt,
      prevTrackId: place.before.track.id,
      nextTrackId: place.after.track.id,
      showId: place.show?.id ?? null,
      showName: place.show?.name ?? '',
      fileName,
      duration: audio.duration,
      loudnessLufs,
      overlapBefore: fields.overlapBeforeSec,
      overlapAfter: fields.overlapAfterSec,
      duckDb: VOICE_DUCK_DB,
      createdBy: user.id,
      createdAt: ctx.clock.now(),
    });
    return { link, place };
  } catch (error) {
    files.rollback();
    throw error;
  }
}
