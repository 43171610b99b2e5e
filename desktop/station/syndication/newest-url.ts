import path from 'node:path';
import type { ClockEvent, NewestFileEvent } from '../../../shared/schemas/music/clocks';
import { NEWEST_FILE_FRESHNESS_MIN } from '../../../shared/schemas/music/clocks';
import { expandPattern } from '../../../shared/station/dated-url';
import { stationTimeZone, wallTime } from '../../../shared/station/station-time';
import type { StationContext } from '../core/context';
import { DomainError } from '../core/domain-errors';
import { markMs, stationHour } from '../programming/planner/clock-step';
import { slotAt } from '../programming/planner/planner';
import type { NewestFile } from '../repos/programming/newest-files';
import { deleteTrack } from '../uploads/media-removal';
import { Duplicate } from '../uploads/ingest-errors';
import { fileFromAddress } from './episode-download';

type DatedCtx = Parameters<typeof fileFromAddress>[0] &
  Pick<StationContext, 'config' | 'plannerData' | 'log' | 'db' | 'events'>;

/**
 * How long before its mark a dated news file is looked for, once a pass (every minute): a network publishes the
 * hour's news minutes before the hour, so from a quarter of an hour ahead each pass asks again until it is there.
 */
export const DATED_NEWS_AHEAD_MS = 15 * 60_000;
/** A mark's file stays in the library this long after its mark (it may still be on air), then it is removed. */
export const DATED_NEWS_KEEP_MS = 6 * 3_600_000;
const HOUR_MS = 3_600_000;

/** A coming mark of a clock's "newest file" that reads a dated address, with the address its mark expands to. */
export interface DatedMark {
  source: string;
  markAt: number;
  freshnessMin: number;
}

type DatedEvent = NewestFileEvent & { url: string };
const datedEvents = (events: readonly ClockEvent[] | null) =>
  (events ?? []).flatMap((e) =>
    e.type === 'hard' && e.event.type === 'newest-file' && e.event.url !== undefined
      ? [{ at: e.at, event: e.event as DatedEvent }]
      : [],
  );

/**
 * The dated-address marks due from `now` to `now + aheadMs`, each by the clock that is on at its mark (the grid's
 * hour, or a music show's own clock in its slot), as the planner will read it then.
 */
export function comingDatedMarks(ctx: DatedCtx, now: number, aheadMs = DATED_NEWS_AHEAD_MS): DatedMark[] {
  const tz = stationTimeZone(ctx.config);
  const data = ctx.plannerData;
  const clockOn = (at: number) => data.clockAt(at, slotAt(at, data.slotsAround(wallTime(at, tz).date))?.clockId);
  const candidates = ctx.repos.clocks.list().flatMap((c) => datedEvents(c.events));
  if (candidates.length === 0) return [];
  const marks = new Map<string, DatedMark>();
  for (let hour = stationHour(now, tz).start; hour <= now + aheadMs; hour = stationHour(hour + HOUR_MS, tz).start)
    for (const { at, event } of candidates) {
      const markAt = hour + markMs(at);
      if (markAt < now || markAt > now + aheadMs) continue;
      const on = datedEvents(clockOn(markAt)).some((e) => e.at === at && e.event.url === event.url);
      if (!on) continue;
      const source = expandPattern(event.url, markAt, tz);
      marks.set(`${source}@${markAt}`, {
        source,
        markAt,
        freshnessMin: event.freshnessMin ?? NEWEST_FILE_FRESHNESS_MIN,
      });
    }
  return [...marks.values()];
}

const freshFor = (mark: DatedMark, modifiedAt: number) => mark.markAt - modifiedAt <= mark.freshnessMin * 60_000;

/**
 * Fetches a mark's file unless a fresh one is already filed: through the syndicated files' download (address
 * policy, size cap, time limit, the upload's checks, the library's analysis), filed under its expanded address so at
 * the mark the planner reads one row. A file published (Last-Modified, else when it arrived) longer than the
 * event's limit before the mark is not filed: its row keeps its date, so the mark skips it as stale, and it is
 * asked for again only if modified since (the network may still publish the hour's news under that name).
 */
export async function fetchDatedNews(ctx: DatedCtx, mark: DatedMark): Promise<void> {
  const known = ctx.repos.newestFiles.get(mark.source);
  if (known?.trackId != null && freshFor(mark, known.modifiedAt))
    return ctx.repos.newestFiles.markFor(mark.source, mark.markAt);
  const fileName = path.basename(new URL(mark.source).pathname) || mark.source;
  const row = (fields: Partial<NewestFile>) =>
    ctx.repos.newestFiles.put({
      folder: mark.source,
      fileName,
      modifiedAt: ctx.clock.now(),
      size: 0,
      trackId: null,
      reason: null,
      ...fields,
      markAt: mark.markAt,
    });
  // Only a file that arrived has a date worth a conditional GET (a failed try's row carries when it was tried).
  const seen = known && known.reason === null ? known.modifiedAt : null;
  try {
    const filed = await fileFromAddress(
      ctx,
      mark.source,
      { title: fileName, artist: new URL(mark.source).host },
      {
        headers: seen === null ? {} : { 'If-Modified-Since': new Date(seen).toUTCString() },
        // Stale news is not filed; its row below keeps the date the mark finds stale.
        refuse: (answer) => (freshFor(mark, publishedAt(ctx, answer.lastModified)) ? null : 'caducado'),
      },
    );
    if (filed.answer.notModified) return;
    const modifiedAt = publishedAt(ctx, filed.answer.lastModified);
    row({ modifiedAt, size: filed.answer.bytes, trackId: filed.trackId });
    if (filed.trackId !== null) retire(ctx, known, filed.trackId);
  } catch (error) {
    // The same bulletin again under a new date: the track filed for it stays, with the date it was first published
    // (old news is not made fresh by a new date on the same bytes).
    if (error instanceof Duplicate && known?.trackId != null)
      return ctx.repos.newestFiles.markFor(mark.source, mark.markAt);
    const reason = error instanceof DomainError ? error.message : 'La descarga falló.';
    if (known?.trackId == null) row({ reason });
    // Asked every minute until it is published: said once per reason, not at each pass.
    if (known?.reason !== reason) ctx.log.warn('dated news not fetched', { url: mark.source, reason });
  }
}

/** When the server says the file was published; when it arrived if it says nothing (or nothing readable). */
function publishedAt(ctx: Pick<StationContext, 'clock'>, lastModified: string | null): number {
  const at = lastModified ? Date.parse(lastModified) : Number.NaN;
  return Number.isFinite(at) ? at : ctx.clock.now();
}

/**
 * The file a newer one replaced under the same address (a pattern with the date only, read by several marks) leaves
 * the library once it is off the air: the mark it was fetched for and its length are past.
 */
function retire(ctx: DatedCtx, known: NewestFile | null, current: number) {
  if (known?.trackId == null || known.trackId === current) return;
  const track = ctx.repos.tracks.get(known.trackId);
  if (track && (known.markAt ?? 0) + track.duration * 1000 < ctx.clock.now()) deleteTrack(ctx, track);
}

/** The files of marks long past leave the library with their rows. */
export function sweepDatedNews(ctx: DatedCtx, now: number): void {
  for (const { source, trackId } of ctx.repos.newestFiles.marksBefore(now - DATED_NEWS_KEEP_MS)) {
    const track = trackId === null ? undefined : ctx.repos.tracks.get(trackId);
    if (track) deleteTrack(ctx, track);
    ctx.repos.newestFiles.remove(source);
  }
}

/** One pass for the clocks' dated addresses: each coming mark's file fetched (or asked for again), old ones removed. */
export async function prepareDatedNews(ctx: DatedCtx, now: number): Promise<void> {
  for (const mark of comingDatedMarks(ctx, now)) {
    if (ctx.shutdown.aborted) return;
    await fetchDatedNews(ctx, mark);
  }
  sweepDatedNews(ctx, now);
}
