import { formatMinutesSeconds } from '../../../../shared/text/format-duration';
import type { Episode } from '../../../../shared/schemas/archive/podcasts';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** An episode's day as the spec's podcast cards print it, dd/mm/yyyy, in the visitor's language and zone. */
export function formatEpisodeDay(iso: string, language: string): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' });
    dayFormats.set(language, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/**
 * "07/06/2025 · 42:15": the one line the home page's cards and /podcasts both show for an episode, so the same
 * episode never reads two ways.
 */
export function episodeLine(episode: Pick<Episode, 'publishedAt' | 'durationSec'>, language: string): string {
  return `${formatEpisodeDay(episode.publishedAt, language)} · ${formatMinutesSeconds(episode.durationSec)}`;
}
