import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WeekItem } from './week-item';
import { TypeBadge } from './TypeBadge';
import { isOnNow, stationEndTime, stationWallClock } from './week';

interface Props {
  title: string;
  items: readonly WeekItem[];
  timeZone: string;
  /** The current instant (null while unknown): what airs now is highlighted. */
  now: number | null;
}

/** One day of the week: each programme's station-time range, title (its show page), presenters and type. */
export function WeekDayCard({ title, items, timeZone, now }: Props) {
  const { t, i18n } = useTranslation('schedule');
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (
    <article className="rounded-xl border border-gray-200 bg-white p-5" data-testid="day-card">
      <h3 className="text-lg font-bold">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{t('noPrograms')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {items.map((item) => {
            const onNow = now !== null && isOnNow(item, now);
            return (
              <li
                key={item.key}
                aria-current={onNow ? 'time' : undefined}
                data-testid={onNow ? 'on-now' : undefined}
                className={`flex flex-wrap items-center gap-x-4 gap-y-1 py-3 ${onNow ? '-mx-3 rounded-lg bg-red-50 px-3 ring-2 ring-brand' : ''}`}
              >
                <span className="w-28 shrink-0 font-mono text-sm tabular-nums text-gray-800">
                  {stationWallClock(item.start, timeZone).time} - {stationEndTime(item.end, timeZone)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {item.slug ? (
                      <Link to={`/programacion/${item.slug}`} className="hover:text-brand hover:underline">
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </p>
                  {item.hosts.length > 0 && (
                    <p className="text-sm text-gray-700">{t('hosts', { hosts: list.format(item.hosts) })}</p>
                  )}
                  {onNow && <p className="text-xs font-bold uppercase text-brand">{t('onNow')}</p>}
                </div>
                <TypeBadge type={item.type} />
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
