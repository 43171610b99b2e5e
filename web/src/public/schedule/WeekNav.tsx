import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { addDays } from './week';

interface Props {
  monday: string;
  /** The current week's Monday (null while the station's clock is unknown). */
  thisMonday: string | null;
}

const link =
  'inline-flex items-center gap-1 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100';

/** "23–29 de noviembre de 2026": the week's range from the platform's locale data. */
function weekRange(language: string, monday: string): string {
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(new Date(`${monday}T12:00:00Z`), new Date(`${addDays(monday, 6)}T12:00:00Z`));
}

/** The week's dates and the links to the previous and next weeks (and back to this one), kept in ?semana=
 * so a week can be linked and reloaded. */
export function WeekNav({ monday, thisMonday }: Props) {
  const { t, i18n } = useTranslation('schedule');
  // /schedule and /live both show the week: the links stay on the page they are on.
  const { pathname } = useLocation();
  const to = (date: string) => (date === thisMonday ? pathname : `${pathname}?semana=${date}`);
  return (
    <nav aria-label={t('weekNav')} className="flex flex-wrap items-center gap-2">
      <Link to={to(addDays(monday, -7))} className={link}>
        <ChevronLeft className="h-4 w-4" aria-hidden />
        {t('previousWeek')}
      </Link>
      <p className="px-2 text-lg font-semibold text-gray-800" data-testid="week-range">
        {weekRange(i18n.language, monday)}
      </p>
      <Link to={to(addDays(monday, 7))} className={link}>
        {t('nextWeek')}
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Link>
      {thisMonday && monday !== thisMonday && (
        <Link to={pathname} className={link}>
          {t('thisWeek')}
        </Link>
      )}
    </nav>
  );
}
