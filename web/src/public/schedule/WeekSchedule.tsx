import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentMinute } from '../../lib/use-current-minute';
import { RotationNote } from './RotationNote';
import { WeekNav } from './WeekNav';
import { WeekTabs } from './WeekTabs';
import { useWeek, weekItems } from './use-week';
import { isDate, mondayOf, stationWallClock } from './week';

/**
 * The station's week (?semana=YYYY-MM-DD picks another), Monday to Sunday in station time, with its links to the
 * weeks around it and where the rotation plays around its programmes. /schedule and /live's "Programación" tab show it alike.
 */
export function WeekSchedule() {
  const { t } = useTranslation('schedule');
  const [params] = useSearchParams();
  const asked = params.get('semana');
  const week = useWeek(isDate(asked) ? mondayOf(asked) : null);
  const minute = useCurrentMinute();
  if (week.isPending) return <p className="text-gray-700">{t('loading')}</p>;
  if (week.isError) return <p className="text-gray-700">{t('error')}</p>;
  const { start: monday, timeZone } = week.data;
  const now = minute?.getTime() ?? null;
  const today = now === null ? null : stationWallClock(now, timeZone).date;
  const items = weekItems(week.data);
  return (
    <div className="space-y-4" data-testid="week-schedule">
      <WeekNav monday={monday} thisMonday={today && mondayOf(today)} />
      <WeekTabs monday={monday} items={items} timeZone={timeZone} today={today} now={now} />
      <RotationNote monday={monday} items={items} timeZone={timeZone} />
    </div>
  );
}
