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

/** What a download for the air filed: the server's answer, and the track (null: not modified, or refused). */
export interface FiledDownload {
  answer: Downloaded;
  trackId: number | null;
  /** Why what arrived was not filed (stale news), or null. */
  refused: string | null;
}

/**
 * Downloads a file for the air ahead of its airing, through the address policy (redirects re-checked), size cap and
 * time limit, then into the library as a show's file by the same checks as an upload (real audio, duration); the
 * library's analysis (cue points, loudness) runs on it like on any new track. A syndicated episode and a clock's
 * dated news file both come this way. Throws the download's or the check's domain error.
 */
export async function fileFromAddress(
  ctx: DownloadCtx,
  url: string,
  names: { title: string; artist: string },
  options: {
    /** A last check of what arrived, before it is filed: a reason to refuse it (stale news), or null. */
    refuse?: (answer: Downloaded) => string | null;
    /** Conditional GET: a file not modified since is not downloaded again (the answer says `notModified`). */
    headers?: Record<string, string>;
  } = {},
): Promise<FiledDownload> {
  const temp = ctx.media.tempPath('.episode');
  try {
    const answer = await downloadToFile(url, temp, {
      ...EPISODE_LIMITS,
      signal: ctx.shutdown,
      isAllowedAddress: ctx.downloadAddressPolicy,
      ...(options.headers ? { headers: options.headers } : {}),
    });
    if (answer.notModified) return { answer, trackId: null, refused: null };
    const refused = options.refuse?.(answer) ?? null;
    if (refused !== null) return { answer, trackId: null, refused };
    const track = await ingestTrack(ctx, {
      audioPath: temp,
      originalName: answer.fileName,
      typed: { title: names.title.slice(0, 200), artist: names.artist.slice(0, 200) },
      uploadedBy: SYNDICATION_ACTOR,
      audioField: 'url',
      kind: 'show',
    });
    return { answer, trackId: track.id, refused: null };
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
}

/** Downloads an episode ahead of its airing (see fileFromAddress) and records the outcome on the episode. */
export async function downloadEpisode(
  ctx: DownloadCtx,
  episode: StoredEpisode,
  feedTitle: string,
  /** A last check of what arrived, before it is filed: a reason to refuse it (stale news), or null. */
  refuse: (answer: Downloaded) => string | null = () => null,
): Promise<void> {
  const failed = (reason: string) =>
    ctx.repos.syndication.setStatus(episode.id, { status: 'failed', reason, trackId: null, downloadedAt: null });
  try {
    const filed = await fileFromAddress(ctx, episode.url, { title: episode.title, artist: feedTitle }, { refuse });
    if (filed.trackId === null) return failed(filed.refused ?? 'La descarga falló.');
    ctx.repos.syndication.setStatus(episode.id, {
      status: 'downloaded',
      reason: null,
      trackId: filed.trackId,
      downloadedAt: ctx.clock.now(),
    });
  } catch (error) {
    failed(error instanceof DomainError ? error.message : 'La descarga falló.');
  }
}
