import { useQuery } from '@tanstack/react-query';
import { Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiQuery } from '../../lib/api';
import { TypeBadge } from '../schedule/TypeBadge';
import { BADGE } from '../schedule/use-week';
import { airsWhen } from '../shows/airs-when';

/** /programacion (the spec's footer target): every show with when it airs and a link to its page. */
export default function ShowsPage() {
  const { t, i18n } = useTranslation(['shows', 'schedule']);
  const shows = useQuery(apiQuery('shows.public'));
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="mt-1 text-gray-700">{t('intro')}</p>
        </div>
        <Link to="/schedule" className="text-sm font-semibold text-brand underline">
          {t('schedule:liveTitle')}
        </Link>
      </header>
      {shows.isPending && <p className="text-gray-700">{t('loading')}</p>}
      {shows.isError && <p role="alert">{t('error')}</p>}
      {shows.data?.length === 0 && <p className="text-gray-700">{t('empty')}</p>}
      <ul className="grid gap-4 md:grid-cols-2" data-testid="show-list">
        {shows.data?.map((show) => (
          <li key={show.id} className="flex gap-4 rounded-xl border border-gray-200 bg-white p-4">
            {show.imageUrl ? (
              <img src={show.imageUrl} alt="" className="h-20 w-20 shrink-0 rounded-lg object-cover" />
            ) : (
              <span
                aria-hidden
                className="flex h-20 w-20 shrink-0 items-center justify-center rounded-lg text-white"
                style={{ backgroundColor: show.colour }}
              >
                <Mic className="h-8 w-8" />
              </span>
            )}
            <div className="min-w-0 space-y-1">
              <TypeBadge type={BADGE[show.kind]} />
              <h2 className="text-lg font-semibold">
                <Link to={`/programacion/${show.slug}`} className="hover:text-brand hover:underline">
                  {show.name}
                </Link>
              </h2>
              {show.rules.map((rule) => (
                <p key={rule.id} className="text-sm text-gray-700">
                  {airsWhen(t, i18n.language, rule)}
                </p>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
