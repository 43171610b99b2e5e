import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_HREF } from '../chrome/links';

const CARDS = ['visitors', 'marina', 'festival'] as const;
const BRIEFS = ['train', 'beach', 'library'] as const;

/** News cards and the news list: static texts of the spec, in the catalogue. */
export function NewsSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="news-heading">
      <h2 id="news-heading" className="flex items-center gap-2 text-2xl font-bold">
        <Newspaper className="h-6 w-6 text-brand" aria-hidden />
        {t('home.news.title')}
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {CARDS.map((id) => (
          <article key={id} className="flex flex-col rounded-xl border border-gray-200 bg-white p-5">
            <p className="text-xs font-semibold uppercase text-brand">{t(`home.news.cards.${id}.category`)}</p>
            <h3 className="mt-1 text-lg font-semibold">{t(`home.news.cards.${id}.title`)}</h3>
            <p className="mt-2 flex-1 text-sm text-gray-700">{t(`home.news.cards.${id}.text`)}</p>
            <a href={PLACEHOLDER_HREF} className="mt-3 text-sm font-semibold text-brand underline">
              {t('home.buttons.readMore')}
              <span className="sr-only">: {t(`home.news.cards.${id}.title`)}</span>
            </a>
          </article>
        ))}
      </div>
      <ul className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {BRIEFS.map((id) => (
          <li key={id} className="p-4">
            <p className="font-medium">{t(`home.news.briefs.${id}.title`)}</p>
            <p className="text-sm text-gray-700">{t(`home.news.briefs.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
