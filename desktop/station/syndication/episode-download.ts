import fs from 'node:fs';
import { UPLOAD_LIMITS } from '../../../shared/station/station-rules';
import type { StationContext } from '../core/context';
import { DomainError } from '../core/domain-errors';
import type { StoredEpisode } from '../repos/programming/syndication';
import { type Downloaded, downloadToFile } from '../uploads/download';
import { ingestTrack } from '../uploads/track-ingest';

type DownloadCtx = Pick<
  StationContext,
  'repos' | 'media' | 'ffmpegPath' | 'downloadAddressPolicy' | 'shutdown' | 'clock'
>;

/** An episode may weigh what an uploaded file may, and must arrive within a quarter of an hour. */
export const EPISODE_LIMITS = {
  maxBytes: UPLOAD_LIMITS.audioMaxBytes,
  idleTimeoutMs: 30_000,
  totalTimeoutMs: 15 * 60_000,
};
const SYNDICATION_ACTOR = { id: 0, username: 'sindicación' };

/**
 * Downloads an episode ahead of its airing, through the address policy (redirects re-checked), size cap and time
 * limit, then into the library as a show's file by the same checks as an upload (real audio, duration); the
 * library's analysis (cue points, loudness) runs on it like on any new track. Records the outcome on the episode.
 */
export async function downloadEpisode(
  ctx: DownloadCtx,
  episode: StoredEpisode,
  feedTitle: string,
  /** A last check of what arrived, before it is filed: a reason to refuse it (stale news), or null. */
  refuse: (answer: Downloaded) => string | null = () => null,
): Promise<void> {
  const temp = ctx.media.tempPath('.episode');
  try {
    const answer = await downloadToFile(episode.url, temp, {
      ...EPISODE_LIMITS,
      signal: ctx.shutdown,
      isAllowedAddress: ctx.downloadAddressPolicy,
    });
    const refused = refuse(answer);
    if (refused !== null) {
      ctx.repos.syndication.setStatus(episode.id, {
        status: 'failed',
        reason: refused,
        trackId: null,
        downloadedAt: null,
      });
      return;
    }
    const { fileName } = answer;
    const track = await ingestTrack(ctx, {
      audioPath: temp,
      originalName: fileName,
      typed: { title: episode.title.slice(0, 200), artist: feedTitle.slice(0, 200) },
      uploadedBy: SYNDICATION_ACTOR,
      audioField: 'url',
      kind: 'show',
    });
    ctx.repos.syndication.setStatus(episode.id, {
      status: 'downloaded',
      reason: null,
      trackId: track.id,
      downloadedAt: ctx.clock.now(),
    });
  } catch (error) {
    const reason = error instanceof DomainError ? error.message : 'La descarga falló.';
    ctx.repos.syndication.setStatus(episode.id, { status: 'failed', reason, trackId: null, downloadedAt: null });
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
}
