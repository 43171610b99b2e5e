import type { DraftPublish } from '../../../shared/schemas/estudio/estudio';
import type { StationContext } from '../core/context';
import { NotFound } from '../core/domain-errors';
import { stationTimeZone, wallTime } from '../../../shared/station/station-time';
import { episodeFromRecording } from './episodes';

type Ctx = Pick<StationContext, 'repos' | 'media' | 'ffmpegPath' | 'config' | 'db' | 'log' | 'clock'>;

const NO_DRAFT = 'El borrador no existe.';

/**
 * A finished live recording that names its presenter and show becomes a draft of the show's podcast.
 * No podcast for the show, or a session outside any occurrence (the station key): the recording stays a
 * recording, as before. Returns the draft's id, if one was made.
 */
export function draftFromLiveRecording(
  ctx: Pick<Ctx, 'repos' | 'config' | 'log'>,
  recordingId: number,
): number | undefined {
  const { podcastDrafts, recordings } = ctx.repos;
  const tag = podcastDrafts.tagOf(recordingId);
  const recording = recordings.get(recordingId);
  if (!tag || !recording || recording.endedAt === null) return undefined;
  const podcastId = podcastDrafts.podcastOfShow(tag.showId);
  if (podcastId === undefined) return undefined;
  const { date } = wallTime(Date.parse(tag.occurrenceStart), stationTimeZone(ctx.config));
  const draft = podcastDrafts.create({
    podcastId,
    recordingId,
    presenterId: tag.presenterId,
    showId: tag.showId,
    occurrenceStart: tag.occurrenceStart,
    title: `${recording.programTitle} (${date.split('-').reverse().join('/')})`,
  });
  if (draft) ctx.log.info('live session kept as a podcast draft', { recordingId, draftId: draft.id });
  return draft?.id;
}

/** The presenter's own draft, or "no such draft" for anyone else's (a presenter never learns another's ids). */
export function ownDraft(ctx: Pick<Ctx, 'repos'>, draftId: number, userId: number) {
  const draft = ctx.repos.podcastDrafts.get(draftId);
  if (!draft || draft.presenterId !== userId) throw new NotFound('not_found', NO_DRAFT);
  return draft;
}

/** Cuts the draft's recording between the presenter's marks into an episode of the show's podcast, then drops it. */
export async function publishDraft(ctx: Ctx, draftId: number, userId: number, input: DraftPublish) {
  const draft = ownDraft(ctx, draftId, userId);
  const podcast = ctx.repos.podcasts.get(draft.podcastId);
  if (!podcast) throw new NotFound('not_found', NO_DRAFT);
  const episode = await episodeFromRecording(ctx, podcast, { ...input, recordingId: draft.recordingId });
  ctx.repos.podcastDrafts.remove(draft.id);
  return episode;
}
