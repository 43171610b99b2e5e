import { describe, expect, it } from 'vitest';
import { episodeLine, formatEpisodeDay } from './podcast-format';

// Noon UTC: the same calendar day in any zone the tests run in.
const episode = { publishedAt: '2025-06-07T12:00:00.000Z', durationSec: 2535.6 };

describe('podcast formatting', () => {
  it('prints the day as dd/mm/yyyy in each language', () => {
    expect(formatEpisodeDay(episode.publishedAt, 'es')).toBe('07/06/2025');
    expect(formatEpisodeDay(episode.publishedAt, 'ca')).toBe('07/06/2025');
    expect(formatEpisodeDay(episode.publishedAt, 'fr')).toBe('07/06/2025');
  });

  it('joins the day and the m:ss length the way every podcast card shows them', () => {
    expect(episodeLine(episode, 'es')).toBe('07/06/2025 · 42:15');
  });
});
