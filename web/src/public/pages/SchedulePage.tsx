import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WeekSchedule } from '../schedule/WeekSchedule';

/** /schedule: the station's week, what is on now, and where the rotation plays around the programmes. */
export default function SchedulePage() {
  const { t } = useTranslation('schedule');
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <Link to="/programacion" className="text-sm font-semibold text-brand underline">
          {t('allShows')}
        </Link>
      </header>
      <WeekSchedule />
    </div>
  );
}
