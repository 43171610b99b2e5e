import { useTranslation } from 'react-i18next';
import historicYard from './historic-yard.svg';

/** The shipyard's story and its historical image section (static text from the catalogue). */
export function ShipyardHistory() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="shipyard-history" className="grid gap-6 rounded-lg bg-amber-50 p-4 sm:p-6 lg:grid-cols-2">
      <div className="flex flex-col gap-3 text-gray-800">
        <h2 id="shipyard-history" className="text-xl font-bold text-gray-900">
          {t('shipyard.history.title')}
        </h2>
        <p>{t('shipyard.history.p1')}</p>
        <p>{t('shipyard.history.p2')}</p>
        <p>{t('shipyard.history.p3')}</p>
      </div>
      <figure className="flex flex-col gap-2">
        <img
          src={historicYard}
          alt={t('shipyard.history.imageAlt')}
          className="w-full rounded-md border border-amber-200"
        />
        <figcaption className="text-sm text-gray-700">{t('shipyard.history.imageCaption')}</figcaption>
      </figure>
    </section>
  );
}
