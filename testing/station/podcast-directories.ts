import { imageSize } from 'image-size';
import { create } from 'xmlbuilder2';

type Node = Record<string, unknown>;
const one = (value: unknown): Node | undefined => (Array.isArray(value) ? value[0] : value) as Node | undefined;
const many = (value: unknown): Node[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]) as Node[];
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof one(value)?.['#'] === 'string' ? (one(value)!['#'] as string) : undefined;

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What Apple Podcasts (podcasters.apple.com, "Podcast RSS feed requirements") and Podcast Index (the podcast
 * namespace's guid and locked tags) check of a feed, as a list of problems (empty: it passes). `fetchImage` reads
 * the artwork, whose size Apple checks too.
 */
export async function podcastDirectoryProblems(
  xml: string,
  fetchImage: (url: string) => Promise<Uint8Array>,
): Promise<string[]> {
  const problems: string[] = [];
  const doc = create(xml).end({ format: 'object' }) as Node;
  const channel = one(one(doc.rss)?.channel);
  if (!channel) return ['no rss/channel'];
  for (const tag of ['title', 'description', 'language', 'itunes:explicit'])
    if (!text(channel[tag])?.trim()) problems.push(`channel: ${tag} missing`);
  if (!many(channel['itunes:category']).some((c) => typeof c['@text'] === 'string'))
    problems.push('channel: itunes:category missing');
  const image = one(channel['itunes:image'])?.['@href'];
  if (typeof image !== 'string') problems.push('channel: itunes:image missing');
  else if (!/\.(jpe?g|png)$/i.test(new URL(image).pathname)) problems.push('channel: itunes:image not JPEG or PNG');
  else {
    const { width, height } = imageSize(await fetchImage(image));
    if (width !== height || width < 1400 || width > 3000)
      problems.push(`channel: itunes:image is ${width} × ${height}, not a 1400–3000 px square`);
  }
  const owner = one(channel['itunes:owner']);
  const email = text(owner?.['itunes:email']);
  if (!email || !EMAIL.test(email)) problems.push('channel: itunes:owner has no itunes:email');
  const guid = text(channel['podcast:guid']);
  if (!guid || !UUID_V5.test(guid)) problems.push('channel: podcast:guid is not a UUIDv5');
  const locked = one(channel['podcast:locked']);
  if (locked && locked['@owner'] !== email) problems.push('channel: podcast:locked without the owner’s address');
  for (const [i, item] of many(channel.item).entries()) {
    if (!text(item.title)?.trim()) problems.push(`item ${i}: title missing`);
    const enclosure = one(item.enclosure);
    if (!enclosure?.['@url'] || !enclosure['@type'] || !/^\d+$/.test(String(enclosure['@length'])))
      problems.push(`item ${i}: enclosure needs url, type and length`);
    if (!text(item.guid)) problems.push(`item ${i}: guid missing`);
  }
  return problems;
}
