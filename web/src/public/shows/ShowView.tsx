import { CalendarPlus, Mic, Rss } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicShowDetail } from '../../../../shared/schemas/public/public-shows';
import { TypeBadge } from '../schedule/TypeBadge';
import { BADGE } from '../schedule/use-week';
import { airsWhen } from './airs-when';
import { ShowEpisodes } from './ShowEpisodes';

const section = 'rounded-xl border border-gray-200 bg-white p-5';

/** "sábado, 28 de noviembre, 16:00–18:00": the next airing's station date and wall times, in the visitor's language. */
function airingText(language: string, airing: { date: string; startTime: string; endTime: string }): string {
  const day = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return `${day.format(new Date(`${airing.date}T12:00:00Z`))}, ${airing.startTime}–${airing.endTime}`;
}

/** Where a syndicated programme comes from, as its feed names it: linked to the programme's page when it has one. */
function ShowSource({ source, label }: { source: { title: string; link: string | null }; label: string }) {
  return (
    <p className="text-gray-700" data-testid="show-source">
      {source.link ? (
        <a href={source.link} className="font-semibold text-brand underline" rel="noreferrer">
          {label}
        </a>
      ) : (
        label
      )}
    </p>
  );
}

/** A show's page: what it is, who presents it, when it airs and next, its episodes, feed and calendar. */
export function ShowView({ show }: { show: PublicShowDetail }) {
  const { t, i18n } = useTranslation('shows');
  const presenters = show.presenters.map((p) => p.name);
  return (
    <article className="space-y-6" data-testid="show-page">
      <Link to="/programacion" className="text-sm font-semibold text-brand underline">
        {t('back')}
      </Link>
      <header className="flex flex-col gap-4 sm:flex-row">
        {show.imageUrl ? (
          <img src={show.imageUrl} alt="" className="h-40 w-40 shrink-0 rounded-xl object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex h-40 w-40 shrink-0 items-center justify-center rounded-xl text-white"
            style={{ backgroundColor: show.colour }}
          >
            <Mic className="h-12 w-12" />
          </span>
        )}
        <div className="min-w-0 space-y-2">
          <TypeBadge type={BADGE[show.kind]} />
          <h1 className="text-3xl font-bold">{show.name}</h1>
          {presenters.length > 0 && (
            <p className="text-gray-700" data-testid="show-presenters">
              {t('presenters', {
                count: presenters.length,
                names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(presenters),
              })}
            </p>
          )}
          {show.source && <ShowSource source={show.source} label={t('source', { title: show.source.title })} />}
          <p className="whitespace-pre-line text-gray-800">{show.description}</p>
        </div>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <section className={section}>
          <h2 className="font-bold">{t('airs')}</h2>
          <ul className="mt-2 space-y-1" data-testid="show-airs">
            {show.rules.map((rule) => (
              <li key={rule.id}>{airsWhen(t, i18n.language, rule)}</li>
            ))}
          </ul>
          <h2 className="mt-4 font-bold">{t('nextAiring')}</h2>
          <p className="mt-1" data-testid="show-next">
            {show.nextAiring ? airingText(i18n.language, show.nextAiring) : t('noNext')}
          </p>
          <a
            href={show.icsUrl}
            className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand underline"
          >
            <CalendarPlus aria-hidden className="h-4 w-4" />
            {t('calendar')}
          </a>
        </section>
        <section className={section}>
          <h2 className="font-bold">{t('episodes')}</h2>
          <ShowEpisodes show={show} episodes={show.episodes} />
          {show.feedUrl && (
            <a
              href={show.feedUrl}
              className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand underline"
            >
              <Rss aria-hidden className="h-4 w-4" />
              {t('feed')}
            </a>
          )}
        </section>
      </div>
    </article>
  );
}
