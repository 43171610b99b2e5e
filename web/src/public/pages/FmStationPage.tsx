import { Antenna, Clock, Construction, MapPin, Radio, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STATION } from '../../../../shared/station/station-facts';
import { MixerGraphic } from '../fm/MixerGraphic';
import { TunerGraphic } from '../fm/TunerGraphic';

/** /fm-station and /fm: the FM transmitter's facts, graphics and how to tune in. */
export default function FmStationPage() {
  const { t } = useTranslation();
  const facts = [
    { icon: Radio, label: t('fm.frequency'), value: `${STATION.frequencyMHz} MHz` },
    { icon: Zap, label: t('fm.power'), value: `${STATION.powerW} W` },
    { icon: MapPin, label: t('fm.range'), value: t('fm.rangeValue') },
    { icon: Antenna, label: t('fm.antenna'), value: t('fm.antennaValue') },
    { icon: Clock, label: t('fm.hours'), value: t('fm.hoursValue') },
  ];
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{t('fm.title', { frequency: STATION.frequencyMHz })}</h1>
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          <Construction className="h-4 w-4" aria-hidden />
          {t('fm.construction')}
        </span>
      </header>
      <p className="max-w-3xl text-gray-800">{t('fm.intro')}</p>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-xl border border-gray-200 bg-white p-4">
            <dt className="flex items-center gap-2 text-sm text-gray-700">
              <Icon className="h-4 w-4 text-brand" aria-hidden />
              {label}
            </dt>
            <dd className="mt-1 text-lg font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 md:grid-cols-2">
        <figure className="rounded-xl border border-gray-200 bg-white p-4">
          <TunerGraphic label={t('fm.tunerAlt')} />
          <figcaption className="mt-2 text-sm text-gray-700">{t('fm.tunerCaption')}</figcaption>
        </figure>
        <figure className="rounded-xl border border-gray-200 bg-white p-4">
          <MixerGraphic label={t('fm.mixerAlt')} />
          <figcaption className="mt-2 text-sm text-gray-700">{t('fm.mixerCaption')}</figcaption>
        </figure>
      </div>
      <section aria-labelledby="tune-heading" className="rounded-xl border border-gray-200 bg-white p-5">
        <h2 id="tune-heading" className="text-xl font-bold">
          {t('fm.tuneTitle')}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-gray-800">
          <li>{t('fm.tune1')}</li>
          <li>{t('fm.tune2', { frequency: STATION.frequencyMHz })}</li>
          <li>{t('fm.tune3')}</li>
        </ol>
      </section>
    </div>
  );
}
