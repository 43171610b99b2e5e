import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WeekItem } from './week-item';
import { byStationDay, isoWeekday, weekDays } from './week';

interface Props {
  monday: string;
  items: readonly WeekItem[];
  timeZone: string;
}

/**
 * Where the rotation plays in the week shown: all day on the days without programmes (named), between programmes
 * on the others. A fixed "the rest of the week" would be wrong under a week whose every day has programmes.
 */
export function RotationNote({ monday, items, timeZone }: Props) {
  const { t, i18n } = useTranslation('schedule');
  const days = weekDays(monday);
  const byDay = byStationDay(items, days, timeZone);
  const free = days.filter((date) => (byDay.get(date) ?? []).length === 0);
  let text: string;
  if (free.length === days.length) text = t('rotation.allWeek');
  else if (free.length === 0) text = t('rotation.betweenProgrammes');
  else {
    const names = free.map((date) => t(`weekdays.${isoWeekday(date) % 7}`).toLocaleLowerCase(i18n.language));
    const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
    text = t('rotation.freeDays', { days: list.charAt(0).toLocaleUpperCase(i18n.language) + list.slice(1) });
  }
  return (
    <p
      className="flex gap-2 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900"
      data-testid="rotation-note"
    >
      <Info className="h-5 w-5 shrink-0" aria-hidden />
      {text}
    </p>
  );
}
