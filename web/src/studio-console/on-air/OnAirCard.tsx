import { Progress } from 'radix-ui';
import type { NowPlaying } from '../../../../shared/schemas/broadcast/streaming';
import { formatDuration } from '../../admin/music/format';
import { SOURCE_LABEL } from './source-labels';
import { useElapsed } from './useElapsed';

/** The item on air with its progress, and what comes next. */
export function OnAirCard({ nowPlaying }: { nowPlaying: NowPlaying }) {
  const current = nowPlaying.current;
  const elapsed = useElapsed(current?.startedAt, current?.duration ?? 0);
  const percent = current && current.duration > 0 ? Math.round((elapsed / current.duration) * 100) : null;
  return (
    <section aria-label="En antena" className="rounded-xl bg-gray-900 p-6 text-white">
      <p className="text-xs uppercase tracking-wider text-gray-400">En antena</p>
      {current ? (
        <div className="mt-2 flex gap-4">
          {current.coverImageUrl && (
            <img src={current.coverImageUrl} alt="" className="h-24 w-24 rounded-lg object-cover" />
          )}
          <div className="min-w-0 flex-1">
            <p data-testid="now-playing-title" className="truncate text-2xl font-bold">
              {current.title}
            </p>
            <p className="truncate text-lg text-gray-300">{current.artist || '—'}</p>
            <p className="mt-1 text-xs text-gray-400">{SOURCE_LABEL[current.source]}</p>
            {percent !== null && (
              <div className="mt-3">
                <Progress.Root
                  value={percent}
                  aria-label="Progreso de la canción"
                  className="h-2 overflow-hidden rounded-full bg-gray-700"
                >
                  <Progress.Indicator className="h-full bg-red-500" style={{ width: `${percent}%` }} />
                </Progress.Root>
                <p className="mt-1 flex justify-between text-xs tabular-nums text-gray-400">
                  <span>{formatDuration(elapsed)}</span>
                  <span>{formatDuration(current.duration)}</span>
                </p>
              </div>
            )}
          </div>
        </div>
      ) : (
        <p className="mt-2 text-xl text-gray-300">Nada en antena</p>
      )}
      <p className="mt-4 border-t border-gray-700 pt-3 text-sm text-gray-300">
        <span className="text-gray-400">A continuación: </span>
        {nowPlaying.next
          ? `${nowPlaying.next.title}${nowPlaying.next.artist ? ` — ${nowPlaying.next.artist}` : ''}`
          : '—'}
      </p>
    </section>
  );
}
