import { CalendarPlus, Mic, Rss } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Episode, Podcast } from '../../../../shared/schemas/podcasts';
import { TypeBadge, type BadgeType } from '../schedule/TypeBadge';
import { type RuleSummary, airsWhen } from './airs-when';
import { ShowEpisodes } from './ShowEpisodes';

export interface ShowPageData {
  name: string;
  description: string;
  imageUrl: string | null;
  type: BadgeType;
  presenters: readonly string[];
  rules: readonly RuleSummary[];
  nextAiring: { start: string; end: string } | null;
  podcast: Podcast | null;
  episodes: readonly Episode[];
  icsUrl: string;
  timeZone: string;
}

const section = 'rounded-xl border border-gray-200 bg-white p-5';

/** "sábado, 28 de noviembre, 16:00": the next airing in the station's zone and the visitor's language. */
const airingText = (language: string, start: string, timeZone: string) =>
  new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(start));

/** A show's page: what it is, who presents it, when it airs and next, its episodes, feed and calendar. */
export function ShowView({ show }: { show: ShowPageData }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="space-y-6" data-testid="show-page">
      <Link to="/programacion" className="text-sm font-semibold text-brand underline">
        {t('shows.back')}
      </Link>
      <header className="flex flex-col gap-4 sm:flex-row">
        {show.imageUrl ? (
          <img src={show.imageUrl} alt="" className="h-40 w-40 shrink-0 rounded-xl object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex h-40 w-40 shrink-0 items-center justify-center rounded-xl bg-brand text-white"
          >
            <Mic className="h-12 w-12" />
          </span>
        )}
        <div className="min-w-0 space-y-2">
          <TypeBadge type={show.type} />
          <h1 className="text-3xl font-bold">{show.name}</h1>
          {show.presenters.length > 0 && (
            <p className="text-gray-700">
              {t('shows.presenters')}:{' '}
              {new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(show.presenters)}
            </p>
          )}
          <p className="whitespace-pre-line text-gray-800">{show.description}</p>
        </div>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <section className={section}>
          <h2 className="font-bold">{t('shows.airs')}</h2>
          <ul className="mt-2 space-y-1" data-testid="show-airs">
            {show.rules.map((rule) => (
              <li key={`${rule.days.join()}-${rule.start}-${rule.nth ?? ''}`}>{airsWhen(t, i18n.language, rule)}</li>
            ))}
          </ul>
          <h2 className="mt-4 font-bold">{t('shows.nextAiring')}</h2>
          <p className="mt-1" data-testid="show-next">
            {show.nextAiring ? airingText(i18n.language, show.nextAiring.start, show.timeZone) : t('shows.noNext')}
          </p>
          <a
            href={show.icsUrl}
            className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand underline"
          >
            <CalendarPlus aria-hidden className="h-4 w-4" />
            {t('shows.calendar')}
          </a>
        </section>
        <section className={section}>
          <h2 className="font-bold">{t('shows.episodes')}</h2>
          {show.podcast ? (
            <>
              <ShowEpisodes podcast={show.podcast} episodes={show.episodes} />
              <a
                href={show.podcast.feedUrl}
                className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand underline"
              >
                <Rss aria-hidden className="h-4 w-4" />
                {t('shows.feed')}
              </a>
            </>
          ) : (
            <p className="mt-1 text-sm text-gray-700">{t('shows.noEpisodes')}</p>
          )}
        </section>
      </div>
    </article>
  );
}
