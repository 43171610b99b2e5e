import { useQuery } from '@tanstack/react-query';
import type { NowPlaying } from '../../../../shared/schemas/broadcast/streaming';
import { formatMinutesSeconds } from '../../../../shared/text/format-duration';
import { useElapsed } from './useElapsed';
import { apiQuery } from '../../lib/api';

/** h:mm:ss for long waits, m:ss otherwise. */
function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 3600) return formatMinutesSeconds(s);
  const h = Math.floor(s / 3600);
  const rest = s % 3600;
  return `${h}:${String(Math.floor(rest / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}`;
}

/**
 * The studio clock, readable across a desk: elapsed and remaining of what is on air, and the countdown to the
 * next hard-timed event (a recorded show that starts at its hour, whatever plays then).
 */
export function OnAirClock({ nowPlaying }: { nowPlaying: NowPlaying | undefined }) {
  const current = nowPlaying?.current;
  const elapsed = useElapsed(current?.startedAt, current?.duration ?? 0);
  const queue = useQuery({ ...apiQuery('queue.get') });
  const hard = queue.data?.items.find((item) => item.source === 'show');
  // useElapsed ticks every second, which re-renders this countdown too.
  const untilHard = hard ? (Date.parse(hard.plannedAt) - Date.now()) / 1000 : null;
  const remaining = current && current.duration > 0 ? current.duration - elapsed : null;
  const live = nowPlaying?.isLive ?? false;
  return (
    <section aria-label="Reloj de antena" className="grid grid-cols-3 gap-2 rounded-xl bg-gray-900 p-4 text-white">
      <div>
        <p className="text-xs uppercase tracking-wider text-gray-400">Transcurrido</p>
        <p className="text-4xl font-bold tabular-nums" data-testid="elapsed">
          {current ? clock(elapsed) : '—'}
        </p>
      </div>
      <div>
        <p className="text-xs uppercase tracking-wider text-gray-400">Restante</p>
        <p className={`text-4xl font-bold tabular-nums ${remaining !== null && remaining < 10 ? 'text-red-400' : ''}`}>
          {live ? 'Directo' : remaining !== null ? `-${clock(remaining)}` : '—'}
        </p>
      </div>
      <div>
        <p className="text-xs uppercase tracking-wider text-gray-400">
          {hard ? `Programa a su hora: ${hard.title}` : 'Próximo programa a su hora'}
        </p>
        <p className="text-4xl font-bold tabular-nums" data-testid="hard-countdown">
          {untilHard !== null ? clock(untilHard) : '—'}
        </p>
      </div>
    </section>
  );
}
