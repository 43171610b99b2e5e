import { describe, expect, it } from 'vitest';
import type { OccurrenceView } from '../../../shared/schemas/programming/show-occurrences';
import { dayAfter, upcoming } from './next-programmes';
import {
  DEFAULT_EMBED_OPTIONS,
  type EmbedOptions,
  embedFrameSize,
  embedPlayerUrl,
  embedSnippet,
  parseEmbedOptions,
} from '../../../shared/web-app/embed-player';

const everything: EmbedOptions = {
  size: 'large',
  theme: 'light',
  nowPlaying: true,
  schedule: true,
  request: true,
  lang: 'ca',
};

describe('embeddable player options', () => {
  it('reads back every option the builder writes', () => {
    const url = new URL(embedPlayerUrl('https://radio.example.org', everything));
    expect(url.pathname).toBe('/embed/player');
    expect(parseEmbedOptions(url.searchParams)).toEqual(everything);
    const none = { ...everything, nowPlaying: false, schedule: false, request: false, size: 'small' as const };
    expect(parseEmbedOptions(new URL(embedPlayerUrl('http://x', none)).searchParams)).toEqual(none);
  });

  it('falls back to the defaults for a bare or hand-edited URL instead of failing', () => {
    expect(parseEmbedOptions(new URLSearchParams())).toEqual(DEFAULT_EMBED_OPTIONS);
    expect(
      parseEmbedOptions(new URLSearchParams('size=huge&theme=pink&np=yes&schedule=1&lang=de&request=<script>')),
    ).toEqual({ ...DEFAULT_EMBED_OPTIONS, schedule: true });
  });

  it('grows the frame with what it shows', () => {
    const bare = embedFrameSize({ ...everything, nowPlaying: false, schedule: false, request: false });
    const full = embedFrameSize(everything);
    expect(full.width).toBe(bare.width);
    expect(full.height).toBeGreaterThan(bare.height + 150);
    expect(embedFrameSize({ ...everything, size: 'small' }).width).toBeLessThan(full.width);
  });

  it('writes an iframe whose attributes cannot be broken out of', () => {
    const snippet = embedSnippet('https://radio.example.org', everything, 'Ràdio "Portbou" <en directo>');
    expect(snippet).toMatch(/^<iframe src="https:\/\/radio\.example\.org\/embed\/player\?size=large&#38;theme=light/);
    expect(snippet).toContain('title="Ràdio &#34;Portbou&#34; &#60;en directo&#62;"');
    expect(snippet).toMatch(/width="560" height="\d+"/);
    expect(snippet.match(/<iframe/g)).toHaveLength(1);
  });
});

describe('the next programmes the widget lists', () => {
  const airing = (showName: string, start: string, end: string, status = 'scheduled') =>
    ({ showName, start, end, status }) as OccurrenceView;
  const week = [
    airing('Tarde', '2026-11-26T15:00:00Z', '2026-11-26T17:00:00Z'),
    airing('Mañana', '2026-11-26T08:00:00Z', '2026-11-26T10:00:00Z'),
    airing('Cancelado', '2026-11-26T11:00:00Z', '2026-11-26T12:00:00Z', 'cancelled'),
    airing('Mediodía', '2026-11-26T10:00:00Z', '2026-11-26T12:00:00Z'),
    airing('Noche', '2026-11-26T21:00:00Z', '2026-11-26T23:00:00Z'),
  ];

  it('lists what is on now and next, soonest first, without cancelled airings', () => {
    const names = upcoming(week, new Date('2026-11-26T10:30:00Z'), 3).map((p) => p.name);
    expect(names).toEqual(['Mediodía', 'Tarde', 'Noche']);
  });

  it('reaches next Monday after a Sunday, across a month end', () => {
    expect(dayAfter('2026-11-29')).toBe('2026-11-30');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});
