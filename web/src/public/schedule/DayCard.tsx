import { Mic, Music, RadioTower } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ScheduleDay, ScheduleProgram } from '../../../../shared/schemas/station';
import { dayAndMonth, weekdayName } from './day-names';

/** Each programme type's badge colours and icon. */
const TYPE_BADGE = {
  music: { className: 'bg-blue-50 text-blue-800', Icon: Music },
  talk: { className: 'bg-amber-50 text-amber-900', Icon: Mic },
  live: { className: 'bg-red-50 text-red-800', Icon: RadioTower },
} as const;

/** One day of the schedule: its programmes with time range, title, host and type. */
export function DayCard({ day }: { day: ScheduleDay }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="rounded-xl border border-gray-200 bg-white p-5" data-testid="day-card">
      <h3 className="text-lg font-bold">
        {t('schedule.dayTitle', { weekday: weekdayName(t, day), date: dayAndMonth(i18n.language, day) })}
      </h3>
      {day.programs.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{t('schedule.noPrograms')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {day.programs.map((program) => (
            <li key={program.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
              <span className="w-28 shrink-0 font-mono text-sm tabular-nums text-gray-800">
                {program.start} - {program.end}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{program.title}</p>
                {program.host && <p className="text-sm text-gray-700">{t('schedule.host', { host: program.host })}</p>}
              </div>
              <TypeBadge type={program.type} label={t(`schedule.types.${program.type}`)} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function TypeBadge({ type, label }: { type: ScheduleProgram['type']; label: string }) {
  const { className, Icon } = TYPE_BADGE[type];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}>
      <Icon className="h-3 w-3" aria-hidden />
      {label}
    </span>
  );
}
