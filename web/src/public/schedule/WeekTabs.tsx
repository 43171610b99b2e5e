import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../lib/use-media-query';
import { WeekDayCard } from './WeekDayCard';
import type { WeekItem } from './week-item';
import { byStationDay, dayOrder, initialDay, isoWeekday, weekDays } from './week';

interface Props {
  monday: string;
  items: readonly WeekItem[];
  timeZone: string;
  /** Today's station date and the current instant; null while the clock is unknown. */
  today: string | null;
  now: number | null;
}

const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/** "23 de noviembre", "23 de novembre", "23 novembre": the day and month from the platform's locale data. */
const dayAndMonth = (language: string, date: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/**
 * The week as day tabs, "Lunes 23" … "Domingo 29", today's open; on a phone today's tab comes first. The key
 * remounts the tabs when the week or today changes, so the open tab follows.
 */
export function WeekTabs({ monday, items, timeZone, today, now }: Props) {
  const { t, i18n } = useTranslation('schedule');
  const phone = useMediaQuery('(max-width: 767px)');
  const days = weekDays(monday);
  const byDay = byStationDay(items, days, timeZone);
  const ordered = dayOrder(days, today ?? '', phone);
  const weekday = (date: string) => t(`weekdays.${isoWeekday(date) % 7}`);
  return (
    <Tabs.Root key={`${monday}/${today}`} defaultValue={initialDay(days, today ?? '')}>
      <Tabs.List aria-label={t('tabsLabel')} className="flex flex-wrap gap-2">
        {ordered.map((date) => (
          <Tabs.Trigger
            key={date}
            value={date}
            className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100 data-[state=active]:border-brand data-[state=active]:bg-brand data-[state=active]:text-white"
          >
            {t('tab', { weekday: weekday(date), day: dayOfMonth(date) })}
            {date === today && <span className="sr-only"> ({t('today')})</span>}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {days.map((date) => (
        <Tabs.Content key={date} value={date} className="mt-4">
          <WeekDayCard
            title={t('dayTitle', { weekday: weekday(date), date: dayAndMonth(i18n.language, date) })}
            items={byDay.get(date) ?? []}
            timeZone={timeZone}
            now={now}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
