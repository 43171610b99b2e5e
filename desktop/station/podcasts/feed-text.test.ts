import Parser from 'rss-parser';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { adminSuite, multipart } from '../../../testing/station/admin-helpers';
import { podcastDirectoryProblems } from '../../../testing/station/podcast-directories';
import { feedPath } from './feed';

/** Well-formedness errors of a conforming XML 1.0 parser (saxes: undefined entities, disallowed characters…). */
function xmlErrors(xml: string): string[] {
  const errors: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => errors.push(error.message));
  parser.write(xml).close();
  return errors;
}

const OWNER = 'podcasts@radioportbou.example';

describe('podcast feeds: valid XML from any text a user types', () => {
  const s = adminSuite();

  it('keeps "R&B; rock", &nbsp;, a typed &lt;script&gt; and <script> as text and drops control characters', async () => {
    const { station, client: api, fx } = s;
    const title = 'R&B; rock & soul';
    const description = 'Del &nbsp; al <script>alert(1)</script>, escrito &lt;script&gt;\u0007 y A&amp;B.';
    const created = await api.send('podcasts.create', {
      body: { title, description, author: 'Ràdio & Cia', language: 'es', category: 'R&B', ownerEmail: OWNER },
    });
    expect(created.status).toBe(201);
    const { id, slug } = created.data!;
    const cover = multipart({}, [['cover', fx.squareCover, 'cover.png', 'image/png']]);
    expect((await api.send('podcasts.cover', { params: { id }, body: cover })).status).toBe(200);
    const episode = multipart({ title: 'Soul &amp; R&B;\u0001', description: '&lt;b&gt;negrita&lt;/b&gt; \u001b[0m' }, [
      ['audio', fx.wav, 'tono.wav', 'audio/wav'],
    ]);
    expect((await api.send('podcasts.addEpisode', { params: { id }, body: episode })).status).toBe(201);

    const xml = await (await station.fetch(feedPath(slug))).text();
    expect(xmlErrors(xml)).toEqual([]);
    // Readers get back exactly what was typed, less the characters XML cannot carry.
    const feed = await new Parser().parseString(xml);
    expect(feed.title).toBe(title);
    expect(feed.description).toBe(description.replace('\u0007', ''));
    expect(feed.items.map((item) => [item.title, item.content])).toEqual([
      ['Soul &amp; R&B;', '&lt;b&gt;negrita&lt;/b&gt; [0m'],
    ]);
    const fetchImage = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
    expect(await podcastDirectoryProblems(xml, fetchImage)).toEqual([]);
  }, 60_000);
});
