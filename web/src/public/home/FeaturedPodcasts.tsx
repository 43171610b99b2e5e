import { useQuery } from '@tanstack/react-query';
import { Clock, Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PodcastCategory } from '../podcasts/PodcastCategory';
import { episodeLine } from '../podcasts/podcast-format';
import { featuredPodcasts, PODCAST_COLOURS, podcastInitials } from './podcasts';
import { apiQuery } from '../../lib/api';

/**
 * The six featured podcasts (spec §3), as cards; `showAllLink` adds "view all" towards /podcasts. They are the
 * station's own podcasts, read and worded as /podcasts reads them (same query, category and episode line).
 */
export function FeaturedPodcasts({
  headingLevel = 2,
  showAllLink = true,
}: {
  headingLevel?: 1 | 2;
  showAllLink?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const podcasts = useQuery({ ...apiQuery('podcasts.list') });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="podcasts-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id="podcasts-heading" className="text-2xl font-bold">
          {t('podcasts.title')}
        </Heading>
        {showAllLink && (
          <Link to="/podcasts" className="text-sm font-semibold text-brand underline">
            {t('podcasts.viewAll')}
          </Link>
        )}
      </div>
      {podcasts.isError && <p role="alert">{t('podcasts.library.loadError')}</p>}
      {podcasts.data?.length === 0 && <p className="mt-4 text-gray-700">{t('podcasts.library.empty')}</p>}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="podcast-list">
        {featuredPodcasts(podcasts.data ?? []).map((p, index) => (
          <li key={p.id} className="flex gap-3 rounded-xl border border-gray-200 bg-white p-4">
            {p.coverUrl ? (
              <img src={p.coverUrl} alt="" className="h-14 w-14 shrink-0 rounded-lg object-cover" />
            ) : (
              <span
                className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-lg text-lg font-bold text-white ${PODCAST_COLOURS[index % PODCAST_COLOURS.length]}`}
                aria-hidden
              >
                {podcastInitials(p.title)}
              </span>
            )}
            <div className="min-w-0">
              <PodcastCategory category={p.category} />
              <h3 className="font-semibold">{p.title}</h3>
              <p className="flex items-center gap-1 text-sm text-gray-700">
                <Mic className="h-3 w-3" aria-hidden />
                {p.author}
              </p>
              <p className="mt-1 text-sm text-gray-700">{p.description}</p>
              {p.episodes[0] && (
                <p className="mt-1 flex items-center gap-2 text-xs text-gray-600" data-testid="podcast-episode-line">
                  <Clock className="h-3 w-3" aria-hidden />
                  {episodeLine(p.episodes[0], i18n.language)}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
