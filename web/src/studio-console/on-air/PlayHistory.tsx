import type { NowPlayingItem } from '../../../../shared/schemas/broadcast/streaming';
import { clockTime } from './clock-time';
import { SOURCE_LABEL } from './source-labels';
import { useStationTimeZone } from '../../lib/station-clock';

/** What went out before, newest first. */
export function PlayHistory({ items }: { items: NowPlayingItem[] }) {
  const timeZone = useStationTimeZone();
  return (
    <section aria-label="Historial" className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 className="mb-2 font-semibold">Historial</h2>
      {items.length === 0 ? (
        <p className="text-sm text-gray-600">Todavía no ha sonado nada.</p>
      ) : (
        <ol className="divide-y divide-gray-100 text-sm">
          {items.map((item) => (
            <li key={`${item.startedAt}-${item.title}`} className="flex gap-3 py-1.5">
              <time dateTime={item.startedAt} className="w-12 tabular-nums text-gray-500">
                {clockTime(item.startedAt, timeZone)}
              </time>
              <span className="min-w-0 flex-1 truncate">
                {item.title}
                {item.artist && <span className="text-gray-600"> — {item.artist}</span>}
              </span>
              <span className="text-xs text-gray-500">{SOURCE_LABEL[item.source]}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
