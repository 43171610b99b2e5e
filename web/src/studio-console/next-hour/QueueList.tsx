import { X } from 'lucide-react';
import type { QueueItem } from '../../../../shared/schemas/programming/programming';
import { formatDuration } from '../../admin/music/format';
import { clockTime } from '../on-air/clock-time';
import { SOURCE_LABEL } from '../on-air/source-labels';
import { useStationTimeZone } from '../../lib/station-clock';

/** Source badge colours: what staff or a contract put there stands out from the rotation. */
const SOURCE_CLASS: Partial<Record<QueueItem['source'], string>> = {
  spot: 'bg-amber-100 text-amber-900',
  show: 'bg-purple-100 text-purple-900',
  live: 'bg-red-100 text-red-800',
  jingle: 'bg-teal-100 text-teal-900',
};

interface Props {
  items: QueueItem[];
  onRemove(item: QueueItem): void;
  removing: boolean;
}

/** The upcoming items, each with its expected time, source and a way out. */
export function QueueList({ items, onRemove, removing }: Props) {
  const timeZone = useStationTimeZone();
  if (items.length === 0) return <p className="text-sm text-gray-600">Nada previsto en la próxima hora.</p>;
  // An hour of short songs is a long list: it scrolls on its own so the search below stays at hand.
  return (
    <ol aria-label="Cola de emisión" className="max-h-96 divide-y divide-gray-100 overflow-y-auto text-sm">
      {items.map((item) => (
        <li key={item.id} data-testid="queue-item" className="flex items-center gap-3 py-1.5">
          <time dateTime={item.plannedAt} className="w-12 tabular-nums text-gray-500">
            {clockTime(item.plannedAt, timeZone)}
          </time>
          <span className="min-w-0 flex-1 truncate">
            {item.title}
            {item.artist && <span className="text-gray-600"> — {item.artist}</span>}
            {/* A separation rule the planner had to relax for this song: said, never hidden. */}
            {item.violations?.map((v) => (
              <span key={v.rule} className="block truncate text-xs text-amber-800">
                {v.message}
              </span>
            ))}
          </span>
          {item.requestId !== undefined && (
            <span className="rounded bg-pink-100 px-1.5 py-0.5 text-xs font-semibold text-pink-900">Petición</span>
          )}
          {item.pinned && (
            <span className="rounded bg-blue-100 px-1.5 py-0.5 text-xs font-semibold text-blue-800">Insertada</span>
          )}
          <span className={`rounded px-1.5 py-0.5 text-xs ${SOURCE_CLASS[item.source] ?? 'bg-gray-100 text-gray-700'}`}>
            {SOURCE_LABEL[item.source]}
          </span>
          <span className="w-10 text-right tabular-nums text-gray-500">{formatDuration(item.duration)}</span>
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs text-red-700 hover:bg-red-50 disabled:opacity-50"
            aria-label={`Quitar ${item.title}`}
            disabled={removing}
            onClick={() => onRemove(item)}
          >
            <X aria-hidden className="h-3 w-3" />
            Quitar
          </button>
        </li>
      ))}
    </ol>
  );
}
