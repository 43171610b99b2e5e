import type { AsRunKind } from '../../../shared/schemas/reports/as-run';
import type { OnAirSource } from '../../../shared/schemas/programming/programming';
import type { StationContext } from '../core/context';
import { programmeRowAt } from '../programming/schedule/programme-on-air';
import type { OnAirItem } from '../broadcast/on-air/on-air-item';
import { isoNow } from '../core/clock';
import { standInAt } from '../syndication/airing-status';
import type { AsRunLogPlace } from '../repos/reports/as-run';

/** The engine's sources in the regulator's words: rotation and playlists are music. */
const KIND_OF_SOURCE: Readonly<Record<OnAirSource, AsRunKind>> = {
  rotation: 'music',
  playlist: 'music',
  show: 'show',
  jingle: 'jingle',
  spot: 'spot',
  live: 'live',
  relay: 'relay',
  repeat: 'repeat',
  'station-id': 'station-id',
};

/** The feed (its title, else its address) of the syndicated episode or news file a track is; null for any other. */
function syndicatedFeed(ctx: Pick<StationContext, 'repos'>, trackId: number): string | null {
  const episode = ctx.repos.syndication.byTrack(trackId);
  // A watched folder's newest file (the hourly news from another station's share) names its folder.
  if (!episode) return ctx.repos.newestFiles.folderOf(trackId);
  const title = ctx.repos.syndication.poll(episode.showId).feedTitle;
  return title || ctx.repos.syndication.get(episode.showId)?.feedUrl || episode.url;
}

/** The regulator's kind of an item: a syndicated show's episode and a presenter's recorded link are their own. */
function kindOf(item: OnAirItem, feed: string | null): AsRunKind {
  if (feed !== null) return 'syndicated';
  return item.voiceTrackId === undefined ? KIND_OF_SOURCE[item.kind] : 'voicetrack';
}

/** Where the log had an aired item, for reconciliation and the week's violation counts. */
const logPlaceOf = (planned: OnAirItem['planned']): AsRunLogPlace => ({
  ...(planned?.position === undefined ? {} : { position: planned.position }),
  ...(planned?.categoryId === undefined ? {} : { categoryId: planned.categoryId }),
  ...(planned?.violations?.length ? { rules: planned.violations.map((v) => v.rule) } : {}),
});

/**
 * Writes the as-run log from the transition events: a row when an item takes the air (the crossfade's midpoint,
 * when listeners hear it) and its real end and seconds heard when the next one does. Seconds are measured on the
 * monotonic clock, so a wall-clock jump during an item does not change how long it was heard.
 */
export function createAsRunBooks(
  ctx: Pick<StationContext, 'repos' | 'plannerData' | 'clock' | 'standbyAir'> & { config: { timezone?: string } },
  now = () => ctx.clock.monotonic(),
) {
  let open: { id: number; at: number } | null = null;

  function closeOpen(endedAt: string) {
    if (!open) return;
    const { id, at } = open;
    open = null;
    ctx.repos.asRun.close(id, endedAt, Math.round((now() - at) / 100) / 10);
  }

  return {
    onAir(item: OnAirItem, startedAt: string) {
      closeOpen(startedAt);
      const programme = programmeRowAt(ctx, Date.parse(startedAt));
      const track = item.trackId === null ? undefined : ctx.repos.tracks.get(item.trackId);
      const campaignId = item.kind === 'spot' ? (item.planned?.campaignId ?? null) : null;
      const campaign = campaignId === null ? undefined : ctx.repos.campaigns.get(campaignId);
      // A show's file that a feed brought: the log names the episode and its feed, and the airing counts to its cap.
      const feed = item.kind === 'show' && item.trackId !== null ? syndicatedFeed(ctx, item.trackId) : null;
      const id = ctx.repos.asRun.open(
        {
          startedAt,
          kind: kindOf(item, feed),
          voiceTrackId: item.voiceTrackId ?? null,
          trackId: item.trackId,
          title: item.title,
          artist: feed ?? item.artist,
          feed,
          album: item.album,
          show: programme?.title ?? null,
          presenter: programme?.host || null,
          campaignId,
          campaign: campaign ? `${campaign.advertiser} · ${campaign.title}` : null,
          isrc: track?.isrc ?? null,
          composers: track?.composers ?? null,
          lyricists: track?.lyricists ?? null,
          publisher: track?.publisher ?? null,
          label: track?.label ?? null,
          year: track?.year ?? null,
          rights: track?.rights ?? null,
          ruleNotes: item.planned?.violations?.map((v) => v.message).join('; ') || null,
          fill: item.planned?.fill ?? null,
          // Read before the airing counts: the count may be what makes this episode reach its cap.
          standIn: feed === null ? null : standInAt(ctx, item.trackId!, Date.parse(startedAt)),
          // A standby writes its books only while it holds the air (on-air-books.ts): every row it writes it aired.
          standby: ctx.standbyAir?.follower === true,
        },
        logPlaceOf(item.planned),
      );
      open = { id, at: now() };
      if (feed !== null && item.trackId !== null) ctx.repos.syndication.aired(item.trackId);
    },
    /** Off air: what was on air ended now. */
    offAir() {
      closeOpen(isoNow(ctx.clock));
    },
    /** What was on air ended at `at` and nothing followed it. */
    ended: closeOpen,
  };
}
