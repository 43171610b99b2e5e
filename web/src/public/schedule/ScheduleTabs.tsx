import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { DayCard } from './DayCard';
import { weekdayName } from './day-names';
import { useSchedule } from './use-schedule';

/**
 * One tab per scheduled day, labelled with the day's weekday as the server names it and its day number: "Sábado 1",
 * "Sábado 8"… for the spec's June 2025 days (named Saturdays in the data although the calendar makes them
 * Sundays), the calendar's weekday for days an admin adds.
 */
export function ScheduleTabs({ label }: { label: string }) {
  const { t } = useTranslation();
  const schedule = useSchedule();
  if (schedule.isPending) return <p className="text-gray-700">{t('schedule.loading')}</p>;
  if (schedule.isError || !Array.isArray(schedule.data)) return <p className="text-gray-700">{t('schedule.error')}</p>;
  const days = schedule.data;
  if (days.length === 0) return <p className="text-gray-700">{t('schedule.empty')}</p>;
  return (
    <Tabs.Root defaultValue={days[0]!.date}>
      <Tabs.List aria-label={label} className="flex flex-wrap gap-2">
        {days.map((day) => (
          <Tabs.Trigger
            key={day.date}
            value={day.date}
            className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100 data-[state=active]:border-brand data-[state=active]:bg-brand data-[state=active]:text-white"
          >
            {t('schedule.tab', { weekday: weekdayName(t, day), day: day.day })}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {days.map((day) => (
        <Tabs.Content key={day.date} value={day.date} className="mt-4">
          <DayCard day={day} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
