import { XMLParser } from 'fast-xml-parser';
import type { ListedEpisode } from '../repos/programming/syndication';

/** A feed as the station reads it: the programme's title and page, and its episodes with an audio enclosure. */
export interface ParsedFeed {
  title: string;
  link: string;
  episodes: ListedEpisode[];
}

export class FeedRefused extends Error {}

export const FEED_HAS_DTD = 'El feed declara un DOCTYPE o entidades: se rechaza (un feed RSS o Atom no los necesita).';
export const FEED_NOT_XML = 'El feed no es un RSS ni un Atom válido.';

/*
 * fast-xml-parser turns the XML into plain objects. A document with a DOCTYPE is refused before parsing: no feed
 * needs a DTD, and without one no entity can be declared, so neither an external entity (XXE) nor an expanding one
 * (billion laughs) can exist; only XML's own five and character references are decoded (htmlEntities adds the
 * named HTML ones feeds use in titles, such as &nbsp;, all fixed strings).
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  processEntities: true,
  htmlEntities: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
});

type Node = Record<string, unknown>;
const asNode = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
/** An element's text, whether the parser gave a string or an object with attributes and `#text`. */
function text(value: unknown): string {
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  const inner = asNode(value)['#text'];
  return typeof inner === 'string' || typeof inner === 'number' ? String(inner).trim() : '';
}
const attr = (value: unknown, name: string) => {
  const v = asNode(value)[`@${name}`];
  return typeof v === 'string' ? v.trim() : '';
};
const timeOf = (value: string) => {
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
};
const isHttp = (url: string) => /^https?:\/\//i.test(url);

function rssEpisodes(items: unknown[]): ListedEpisode[] {
  return items.flatMap((raw) => {
    const item = asNode(raw);
    const url = attr(item.enclosure, 'url');
    const publishedAt = timeOf(text(item.pubDate) || text(item['dc:date']));
    if (!isHttp(url) || publishedAt === null) return [];
    const title = text(item.title) || url.split('/').pop() || url;
    return [{ guid: text(item.guid) || url, title, publishedAt, url }];
  });
}

function atomEpisodes(entries: unknown[]): ListedEpisode[] {
  return entries.flatMap((raw) => {
    const entry = asNode(raw);
    const links = Array.isArray(entry.link) ? entry.link : [];
    const url = attr(
      links.find((l) => attr(l, 'rel') === 'enclosure'),
      'href',
    );
    const publishedAt = timeOf(text(entry.published) || text(entry.updated));
    if (!isHttp(url) || publishedAt === null) return [];
    return [{ guid: text(entry.id) || url, title: text(entry.title) || url, publishedAt, url }];
  });
}

/** The page link of a channel or feed: RSS's <link> text, or Atom's rel="alternate" (or unnamed) href. */
function pageLink(links: unknown): string {
  const list = Array.isArray(links) ? links : [];
  for (const l of list) {
    if (typeof l === 'string' && isHttp(l.trim())) return l.trim();
    const rel = attr(l, 'rel');
    if ((rel === '' || rel === 'alternate') && isHttp(attr(l, 'href'))) return attr(l, 'href');
  }
  return '';
}

/** Parses RSS 2.0 or Atom; episodes newest first. Throws FeedRefused with a message for the admin. */
export function parseFeed(xml: string): ParsedFeed {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new FeedRefused(FEED_HAS_DTD);
  let doc: Node;
  try {
    doc = asNode(parser.parse(xml, true));
  } catch {
    throw new FeedRefused(FEED_NOT_XML);
  }
  const channel = asNode(asNode(doc.rss).channel);
  const atom = asNode(doc.feed);
  let feed: ParsedFeed;
  if (doc.rss !== undefined)
    feed = {
      title: text(channel.title),
      link: pageLink(channel.link),
      episodes: rssEpisodes(Array.isArray(channel.item) ? channel.item : []),
    };
  else if (doc.feed !== undefined)
    feed = {
      title: text(atom.title),
      link: pageLink(atom.link),
      episodes: atomEpisodes(Array.isArray(atom.entry) ? atom.entry : []),
    };
  else throw new FeedRefused(FEED_NOT_XML);
  feed.episodes.sort((a, b) => b.publishedAt - a.publishedAt);
  return feed;
}
