import type { LibraryArtistSummary } from '../../../../shared/schemas/public/artists';
import type { Airing, Campaign } from '../../../../shared/schemas/programming/campaigns';
import type { Playlist } from '../../../../shared/schemas/programming/playlists';
import { byNumber, byText, type ListPaging } from './paging';

/** What each paged list searches in and how it sorts; the defaults are the order of the spec's full list. */
export const PLAYLIST_PAGING: ListPaging<Playlist, 'name' | 'kind' | 'tracks'> = {
  text: (p) => p.name,
  sorts: { name: byText((p) => p.name), kind: byText((p) => p.kind), tracks: byNumber((p) => p.trackIds.length) },
  defaultSort: 'name',
};

export const CAMPAIGN_PAGING: ListPaging<Campaign, 'title' | 'advertiser' | 'startDate' | 'endDate' | 'aired'> = {
  text: (c) => `${c.title} ${c.advertiser} ${c.spotTitle}`,
  sorts: {
    title: byText((c) => c.title),
    advertiser: byText((c) => c.advertiser),
    startDate: byText((c) => c.startDate),
    endDate: byText((c) => c.endDate),
    aired: byNumber((c) => c.aired),
  },
  defaultSort: 'startDate',
  defaultOrder: 'desc',
};

/** A campaign's airings are bounded by the spots sold, so they page in memory like the campaigns. */
export const AIRING_PAGING: ListPaging<Airing, 'airedAt' | 'durationSec' | 'listeners'> = {
  text: (a) => a.spot.title,
  sorts: {
    airedAt: (a, b) => a.airedAt.localeCompare(b.airedAt) || a.id - b.id,
    durationSec: byNumber((a) => a.durationSec),
    listeners: byNumber((a) => a.listeners),
  },
  defaultSort: 'airedAt',
};

export const ARTIST_PAGING: ListPaging<LibraryArtistSummary, 'name' | 'plays' | 'trackCount'> = {
  text: (a) => a.name,
  sorts: {
    name: byText((a) => a.name),
    plays: (a, b) => a.plays - b.plays || byText<LibraryArtistSummary>((x) => x.name)(b, a),
    trackCount: byNumber((a) => a.trackCount),
  },
  defaultSort: 'plays',
  defaultOrder: 'desc',
};
