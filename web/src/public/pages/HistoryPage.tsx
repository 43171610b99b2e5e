import { useTranslation } from 'react-i18next';
import { HISTORY_SECTIONS } from '../history/sections';

export default function HistoryPage() {
  const { t } = useTranslation('history');
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-10">
      <header>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-lg text-gray-700">{t('intro')}</p>
      </header>
      {HISTORY_SECTIONS.map((section, index) => (
        <section
          key={section.key}
          aria-labelledby={`history-${section.key}`}
          className="grid items-center gap-6 md:grid-cols-2"
        >
          <div className={`flex flex-col gap-3 text-gray-800 ${index % 2 === 1 ? 'md:order-2' : ''}`}>
            <h2 id={`history-${section.key}`} className="text-xl font-bold text-gray-900">
              {t(`sections.${section.key}.title`)}
            </h2>
            <p>{t(`sections.${section.key}.p1`)}</p>
            <p>{t(`sections.${section.key}.p2`)}</p>
          </div>
          <img
            src={section.image}
            alt={t(`sections.${section.key}.imageAlt`)}
            loading="lazy"
            className="w-full rounded-lg shadow-sm"
          />
        </section>
      ))}
    </article>
  );
}
