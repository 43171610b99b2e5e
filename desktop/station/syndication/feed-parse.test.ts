import { describe, expect, it } from 'vitest';
import { FEED_HAS_DTD, FEED_NOT_XML, parseFeed } from './feed-parse';

const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
  <title>Noticias &amp; Cultura &#233;</title>
  <link>https://red.example/noticias</link>
  <atom:link href="https://red.example/feed.xml" rel="self"/>
  <item>
    <title>Lunes</title><guid isPermaLink="false">ep-1</guid>
    <pubDate>Mon, 23 Nov 2026 06:00:00 GMT</pubDate>
    <enclosure url="https://red.example/a.mp3?x=1&amp;y=2" length="1000" type="audio/mpeg"/>
  </item>
  <item>
    <title><![CDATA[Martes & más]]></title><guid>ep-2</guid>
    <pubDate>Tue, 24 Nov 2026 06:00:00 +0000</pubDate>
    <enclosure url="https://red.example/b.mp3" length="1000" type="audio/mpeg"/>
  </item>
  <item><title>Sin audio</title><pubDate>Wed, 25 Nov 2026 06:00:00 GMT</pubDate></item>
</channel>
</rss>`;

describe('parseFeed', () => {
  it('reads an RSS channel: title and page, episodes with an enclosure newest first, entities decoded', () => {
    const feed = parseFeed(rss);
    expect(feed.title).toBe('Noticias & Cultura é');
    expect(feed.link).toBe('https://red.example/noticias');
    expect(feed.episodes).toEqual([
      {
        guid: 'ep-2',
        title: 'Martes & más',
        publishedAt: Date.parse('2026-11-24T06:00:00Z'),
        url: 'https://red.example/b.mp3',
      },
      {
        guid: 'ep-1',
        title: 'Lunes',
        publishedAt: Date.parse('2026-11-23T06:00:00Z'),
        url: 'https://red.example/a.mp3?x=1&y=2',
      },
    ]);
  });

  it('reads an Atom feed with enclosure links', () => {
    const feed = parseFeed(`<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom">
      <title type="text">Intercambio</title><link rel="alternate" href="https://red.example/"/>
      <entry><id>urn:1</id><title>Uno</title><updated>2026-11-20T10:00:00Z</updated>
        <link rel="enclosure" type="audio/mpeg" href="https://red.example/1.mp3"/></entry>
      <entry><id>urn:2</id><title>Dos</title><published>2026-11-27T10:00:00Z</published>
        <link rel="alternate" href="https://red.example/2"/><link rel="enclosure" href="https://red.example/2.mp3"/></entry>
    </feed>`);
    expect(feed.title).toBe('Intercambio');
    expect(feed.link).toBe('https://red.example/');
    expect(feed.episodes.map((e) => [e.guid, e.url])).toEqual([
      ['urn:2', 'https://red.example/2.mp3'],
      ['urn:1', 'https://red.example/1.mp3'],
    ]);
  });

  it('refuses an external entity (XXE) before reading anything', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY x SYSTEM "file:///etc/passwd">]>
      <rss><channel><title>&x;</title></channel></rss>`;
    expect(() => parseFeed(xxe)).toThrow(FEED_HAS_DTD);
  });

  it('refuses a billion-laughs feed', () => {
    const levels = Array.from({ length: 10 }, (_, i) =>
      i === 0 ? '<!ENTITY l0 "lol">' : `<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`,
    ).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [${levels}]><rss><channel><title>&l9;</title></channel></rss>`;
    expect(() => parseFeed(bomb)).toThrow(FEED_HAS_DTD);
  });

  it('refuses what is not a feed', () => {
    expect(() => parseFeed('<html><body>hola</body></html>')).toThrow(FEED_NOT_XML);
    expect(() => parseFeed('<rss><channel><title>x</title></rss>')).toThrow(FEED_NOT_XML);
  });
});
