import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const TRENDS = [
  { id: 'festival', category: 'festival' },
  { id: 'tunnel', category: 'history' },
  { id: 'church', category: 'heritage' },
  { id: 'coast', category: 'tourism' },
  { id: 'kayak', category: 'leisure' },
] as const;

/** What visitors are reading; static headlines from the catalogue. */
export function TrendingSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="trending-heading">
      <h2 id="trending-heading" className="flex items-center gap-2 text-2xl font-bold">
        <TrendingUp className="h-6 w-6 text-brand" aria-hidden />
        {t('home.trending.title')}
      </h2>
      <ol className="mt-4 grid gap-3 md:grid-cols-2">
        {TRENDS.map((trend, i) => (
          <li key={trend.id} className="flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-4">
            <span className="text-2xl font-bold text-gray-400" aria-hidden>
              {i + 1}
            </span>
            <div>
              <p className="text-xs font-semibold uppercase text-brand">{t(`home.categories.${trend.category}`)}</p>
              <p className="font-medium">{t(`home.trending.items.${trend.id}`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
