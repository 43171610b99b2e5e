import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SCHEDULE } from '../../../../shared/station-facts';
import { ScheduleTabs } from '../schedule/ScheduleTabs';

/** /schedule and /programacion: the Saturdays of June 2025 and the note about the 24 h rotation. */
export default function SchedulePage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">{t('schedule.title')}</h1>
        <p className="mt-1 text-lg text-gray-700">{t('schedule.subtitle', { year: SCHEDULE.year })}</p>
      </header>
      <ScheduleTabs label={t('schedule.tabsLabel')} />
      <p className="flex gap-2 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
        <Info className="h-5 w-5 shrink-0" aria-hidden />
        {t('schedule.rotationNote')}
      </p>
    </div>
  );
}
