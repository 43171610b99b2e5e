import { Clock, Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FEATURED_PODCASTS } from './podcasts';

/** The six featured podcasts (spec §3), as cards; `showAllLink` adds "view all" towards /podcasts. */
export function FeaturedPodcasts({
  headingLevel = 2,
  showAllLink = true,
}: {
  headingLevel?: 1 | 2;
  showAllLink?: boolean;
}) {
  const { t } = useTranslation();
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
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="podcast-list">
        {FEATURED_PODCASTS.map((p) => (
          <li key={p.id} className="flex gap-3 rounded-xl border border-gray-200 bg-white p-4">
            <span
              className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-lg text-lg font-bold text-white ${p.colorClass}`}
              aria-hidden
            >
              {p.label}
            </span>
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase text-gray-600">{t(`podcasts.categories.${p.category}`)}</p>
              <h3 className="font-semibold">{t(`podcasts.items.${p.id}.title`)}</h3>
              <p className="flex items-center gap-1 text-sm text-gray-700">
                <Mic className="h-3 w-3" aria-hidden />
                {t(`podcasts.items.${p.id}.host`)}
              </p>
              <p className="mt-1 text-sm text-gray-700">{t(`podcasts.items.${p.id}.description`)}</p>
              <p className="mt-1 flex items-center gap-2 text-xs text-gray-600">
                <Clock className="h-3 w-3" aria-hidden />
                <span>{p.duration}</span>
                <span>·</span>
                <span>{p.date}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
