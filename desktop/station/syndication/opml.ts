import { XMLParser } from 'fast-xml-parser';
import { FEED_HAS_DTD, FeedRefused } from './feed-parse';

/** One subscription of an OPML list: the programme's name, its feed and its page. */
export interface OpmlOutline {
  name: string;
  feedUrl: string;
  pageUrl: string;
}

export const OPML_INVALID = 'El archivo no es un OPML válido.';

// As for feeds: a DOCTYPE is refused before parsing, so no entity can be declared (feed-parse.ts says why).
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  processEntities: true,
  htmlEntities: true,
  parseAttributeValue: false,
  isArray: (name) => name === 'outline',
});

type Node = Record<string, unknown>;
const attr = (node: Node, name: string) => {
  const v = node[`@${name}`];
  return typeof v === 'string' ? v.trim() : '';
};

/** Every outline with a feed address, folders (outlines of outlines) flattened, in document order. */
export function parseOpml(text: string): OpmlOutline[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new FeedRefused(FEED_HAS_DTD);
  let doc: Node;
  try {
    doc = parser.parse(text, true) as Node;
  } catch {
    throw new FeedRefused(OPML_INVALID);
  }
  const body = (doc.opml as Node | undefined)?.body as Node | undefined;
  if (!body || typeof body !== 'object') throw new FeedRefused(OPML_INVALID);
  const out: OpmlOutline[] = [];
  const walk = (outlines: unknown) => {
    if (!Array.isArray(outlines)) return;
    for (const o of outlines as Node[]) {
      const feedUrl = attr(o, 'xmlUrl');
      if (feedUrl)
        out.push({ name: attr(o, 'title') || attr(o, 'text') || feedUrl, feedUrl, pageUrl: attr(o, 'htmlUrl') });
      walk(o.outline);
    }
  };
  walk(body.outline);
  return out;
}

/** Every `&` doubled: xmlbuilder2 keeps an `&` that looks like an entity as it is (podcasts/feed.ts says more). */
const literal = (text: string) => text.replaceAll('&', '&amp;');

/** The station's subscriptions as OPML 2.0 (xmlbuilder2 is loaded when a list is asked for, not at start). */
export async function buildOpml(title: string, outlines: readonly OpmlOutline[], createdAt: Date): Promise<string> {
  const { create } = await import('xmlbuilder2');
  const opml = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' }).ele('opml', {
    version: '2.0',
  });
  opml.ele('head').ele('title').txt(literal(title)).up().ele('dateCreated').txt(createdAt.toUTCString());
  const body = opml.ele('body');
  for (const o of outlines)
    body.ele('outline', {
      type: 'rss',
      text: literal(o.name),
      title: literal(o.name),
      xmlUrl: literal(o.feedUrl),
      ...(o.pageUrl ? { htmlUrl: literal(o.pageUrl) } : {}),
    });
  return opml.end({ prettyPrint: true });
}
