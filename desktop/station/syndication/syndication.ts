import type { StationContext } from '../core/context';
import type { StoredEpisode, Subscription } from '../repos/programming/syndication';
import { airingsOf, attachChoice, attachTrack, episodeToFetch } from './airing-prep';
import { newestFileFor } from './newest-file';
import { type AiringChoice, airingChoice, whyMissing } from './airing-status';
import { recordMissed } from './missed-airing';
import { downloadEpisode } from './episode-download';
import { pollFeed } from './feed-poll';
import { sweepRetention } from './retention';
import { type NewestFolders, startNewestFolders } from './newest-folder';
import { prepareDatedNews } from './newest-url';

type Airing = ReturnType<typeof airingsOf>[number];
type SyndicationCtx = Pick<
  StationContext,
  | 'repos'
  | 'config'
  | 'db'
  | 'events'
  | 'media'
  | 'ffmpegPath'
  | 'downloadAddressPolicy'
  | 'shutdown'
  | 'alerts'
  | 'log'
  | 'clock'
  | 'plannerData'
>;

/** How often the service looks: feeds due a poll, airings within their download window, the retention. */
export const SYNDICATION_TICK_MS = 60_000;
/** A failed episode download is tried again after this, until the slot starts. */
const RETRY_MS = 5 * 60_000;
/** The alert comes this long before the slot (and again at the slot when it still has nothing). */
const ALERT_AHEAD_MS = 60 * 60_000;

/**
 * The syndicated shows' service, off the air path: polls each feed, downloads the episode an airing will air ahead
 * of it (by default two hours; again if a newer one appears before air), attaches it to the occurrence, alerts an
 * hour ahead when nothing is on disk, and removes episodes past their retention; it also fetches the hour clocks'
 * dated news files ahead of their marks. At the slot's minute the planner only reads what is attached or filed:
 * nothing airs from the network.
 */
export function createSyndication(ctx: SyndicationCtx) {
  const { clock } = ctx;
  const tried = new Map<number, number>();
  const openAlerts = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  // The hour clocks' watched folders, filed ahead of their marks (started with the feeds' passes).
  let folders: NewestFolders | null = null;

  const mayRetry = (e: StoredEpisode) => e.downloadedAt === null && clock.now() - (tried.get(e.id) ?? 0) >= RETRY_MS;

  function alertFor(sub: Subscription, o: Airing, choice: AiringChoice, now: number, seen: Set<string>) {
    if (choice.episode && !choice.fallback) return;
    if (o.startAt - now > ALERT_AHEAD_MS) return;
    const onAir = o.startAt <= now;
    const subject = `syndication:${sub.showId}@${o.startAt}${onAir ? ':air' : ''}`;
    seen.add(subject);
    if (openAlerts.has(subject)) return;
    openAlerts.add(subject);
    const why = whyMissing(ctx, sub, choice.intended);
    const instead = choice.episode
      ? `suena el episodio anterior «${choice.episode.title}»`
      : 'suena la lista del programa';
    const when = onAir ? 'está en el aire sin su episodio' : `(${o.date} ${o.start}) no tiene su episodio descargado`;
    ctx.alerts.raise('syndication_failed', `«${o.showName}» ${when}: ${why}; ${instead}.`, subject);
    if (onAir && !choice.episode) recordMissed(ctx, sub, o, choice.intended, `No emitido: ${why}; ${instead}.`);
  }

  /** The newest file of a dated URL: fetched each pass until it is there and fresh; stale news never airs. */
  async function prepareNewest(sub: Subscription, now: number, seen: Set<string>) {
    for (const o of airingsOf(ctx, sub.showId, now, now + sub.downloadAheadMin * 60_000)) {
      if (o.startAt <= now) {
        // Only at the slot: the news file is published minutes before it, an alert an hour ahead would always ring.
        if (o.trackId === null) alertFor(sub, o, { ...airingChoice(ctx, sub, o), episode: null }, now, seen);
        continue;
      }
      const episode = await newestFileFor(ctx, sub, o);
      attachTrack(ctx, sub.showId, o, episode?.trackId ?? null);
    }
  }

  async function prepare(sub: Subscription, now: number, seen: Set<string>) {
    if (sub.feedUrl === null) return prepareNewest(sub, now, seen);
    const until = now + sub.downloadAheadMin * 60_000;
    for (const o of airingsOf(ctx, sub.showId, now, until)) {
      const upcoming = o.startAt > now;
      const wanted = upcoming ? episodeToFetch(ctx, sub, o, mayRetry) : null;
      if (wanted) {
        tried.set(wanted.id, now);
        await downloadEpisode(ctx, wanted, ctx.repos.syndication.poll(sub.showId).feedTitle);
      }
      // What is on air stays attached: only an airing still to come changes its file.
      const choice = upcoming ? attachChoice(ctx, sub, o) : null;
      if (choice) alertFor(sub, o, choice, now, seen);
      else if (o.trackId === null) alertFor(sub, o, { ...airingChoice(ctx, sub, o), episode: null }, now, seen);
    }
  }

  async function tick(): Promise<void> {
    const now = clock.now();
    const seen = new Set<string>();
    for (const sub of ctx.repos.syndication.list()) {
      if (ctx.shutdown.aborted) return;
      try {
        if (ctx.repos.syndication.poll(sub.showId).nextPollAt <= now) await pollFeed(ctx, sub, now);
        await prepare(sub, now, seen);
        sweepRetention(ctx, sub, now);
      } catch (error) {
        ctx.log.error('syndication failed', { showId: sub.showId, error: (error as Error).message });
      }
    }
    // The hour clocks' dated addresses, each pass (every minute) from a quarter of an hour before their marks.
    await prepareDatedNews(ctx, now).catch((error: unknown) =>
      ctx.log.error('dated news failed', { error: (error as Error).message }),
    );
    for (const subject of openAlerts)
      if (!seen.has(subject)) {
        openAlerts.delete(subject);
        ctx.alerts.resolve('syndication_failed', subject);
      }
  }

  /** One pass now (a pass already running is awaited instead of starting a second). */
  const runOnce = (): Promise<void> => {
    running ??= tick().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    runOnce,
    start(everyMs = SYNDICATION_TICK_MS) {
      timer ??= setInterval(() => void runOnce(), everyMs);
      folders ??= startNewestFolders(ctx);
      void runOnce();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      await folders?.close();
      folders = null;
    },
  };
}
export type Syndication = ReturnType<typeof createSyndication>;
