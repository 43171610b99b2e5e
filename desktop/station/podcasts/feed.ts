import { createHash } from 'node:crypto';
import { STATION } from '../../../shared/station/station-facts';
import type { StoredEpisode, StoredPodcast } from '../repos/archive/podcasts';
import { mediaUrl } from '../media/urls';

const ITUNES_NS = 'http://www.itunes.com/dtds/podcast-1.0.dtd';
const PODCAST_NS = 'https://podcastindex.org/namespace/1.0';

/** The public address of a podcast's feed. */
export const feedPath = (slug: string) => `/api/podcasts/${slug}/feed.xml`;

/** itunes:duration as HH:MM:SS (whole seconds), the form every podcast app reads. */
function itunesDuration(seconds: number): string {
  const total = Math.round(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** RFC 2822 date (what RSS 2.0 calls RFC 822 with four-digit years), in GMT. */
export const rfc2822 = (iso: string) => new Date(iso).toUTCString();

/**
 * podcast:guid per the Podcasting 2.0 spec: a UUIDv5 of the feed URL without its scheme, in the namespace
 * ead4c236-bf58-58c6-a2c6-a6b28d128cb6.
 */
export function podcastGuid(feedUrl: string): string {
  const namespace = Buffer.from('ead4c236bf5858c6a2c6a6b28d128cb6', 'hex');
  const name = feedUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');
  const hash = createHash('sha1').update(namespace).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** When the feed last changed: the podcast's own edits or its newest episode. */
export function feedLastModified(podcast: StoredPodcast, episodes: readonly StoredEpisode[]): Date {
  const times = [podcast.updatedAt, ...episodes.map((e) => e.publishedAt)].map((t) => Date.parse(t));
  // HTTP dates have whole seconds: round down so If-Modified-Since compares equal to what we sent.
  return new Date(Math.floor(Math.max(...times) / 1000) * 1000);
}

/**
 * Text as the feed must carry it. xmlbuilder2 keeps an `&` that looks like an entity as it is, so "R&B; rock" or a
 * typed "&nbsp;" made the whole feed invalid XML and a typed "&lt;script&gt;" reached readers as markup; with every
 * `&` doubled first, the only ones it keeps are its own `&amp;`, and readers get back exactly what was typed.
 */
const literal = (text: string) => text.replaceAll('&', '&amp;');

/**
 * RSS 2.0 with the iTunes and Podcasting 2.0 namespaces; absolute URLs from `baseUrl`.
 * xmlbuilder2 (its own DOM, about 3 MiB of heap) is loaded with the first feed a podcast app asks for, not at start:
 * a station without podcasts never pays for it (the station's memory with 1,000 listeners).
 */
export async function buildFeed(
  podcast: StoredPodcast & { guid: string },
  episodes: readonly StoredEpisode[],
  baseUrl: string,
): Promise<string> {
  const { create } = await import('xmlbuilder2');
  const feedUrl = `${baseUrl}${feedPath(podcast.slug)}`;
  const link = `${baseUrl}/podcasts`;
  // Characters XML 1.0 cannot hold at all (a bell or NUL pasted from another program) are dropped, not sent.
  const rss = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' }).ele('rss', {
    version: '2.0',
    'xmlns:itunes': ITUNES_NS,
    'xmlns:podcast': PODCAST_NS,
    'xmlns:atom': 'http://www.w3.org/2005/Atom',
  });
  const channel = rss.ele('channel');
  channel.ele('title').txt(literal(podcast.title));
  channel.ele('link').txt(literal(link));
  channel.ele('atom:link', { href: literal(feedUrl), rel: 'self', type: 'application/rss+xml' });
  channel.ele('description').txt(literal(podcast.description));
  channel.ele('language').txt(literal(podcast.language));
  channel.ele('generator').txt('Emisora');
  channel.ele('lastBuildDate').txt(feedLastModified(podcast, episodes).toUTCString());
  channel.ele('itunes:author').txt(literal(podcast.author));
  channel.ele('itunes:summary').txt(literal(podcast.description));
  channel.ele('itunes:category', { text: literal(podcast.category) });
  channel.ele('itunes:explicit').txt('false');
  channel.ele('itunes:type').txt('episodic');
  const owner = channel.ele('itunes:owner');
  owner.ele('itunes:name').txt(literal(podcast.author));
  if (podcast.ownerEmail) owner.ele('itunes:email').txt(literal(podcast.ownerEmail));
  channel.ele('podcast:guid').txt(literal(podcast.guid));
  // Podcast Index asks for the owner's address with podcast:locked; without one the tag says nothing useful.
  if (podcast.ownerEmail) channel.ele('podcast:locked', { owner: literal(podcast.ownerEmail) }).txt('no');
  if (podcast.coverFile) {
    const cover = `${baseUrl}${mediaUrl('covers', podcast.coverFile)}`;
    channel.ele('itunes:image', { href: literal(cover) });
    const image = channel.ele('image');
    image.ele('url').txt(literal(cover));
    image.ele('title').txt(literal(podcast.title));
    image.ele('link').txt(literal(link));
  }
  channel.ele('copyright').txt(literal(STATION.name));
  for (const episode of episodes) {
    const item = channel.ele('item');
    item.ele('title').txt(literal(episode.title));
    item.ele('description').txt(literal(episode.description));
    item.ele('itunes:summary').txt(literal(episode.description));
    item.ele('guid', { isPermaLink: 'false' }).txt(literal(episode.guid));
    item.ele('pubDate').txt(rfc2822(episode.publishedAt));
    item.ele('enclosure', {
      url: literal(`${baseUrl}${episode.audioUrl}`),
      length: String(episode.sizeBytes),
      type: 'audio/mpeg',
    });
    item.ele('itunes:duration').txt(itunesDuration(episode.durationSec));
    item.ele('itunes:episodeType').txt('full');
  }
  return rss.end({ prettyPrint: true });
}
