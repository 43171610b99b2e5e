import { useCurrentMinute } from '../../lib/use-current-minute';
import { formatClock } from './format-clock';

/** Minute clock, refreshed at each minute boundary so it never lags by 59 s. */
export function Clock() {
  const now = useCurrentMinute();
  if (now === null) {
    // Prerendered page before hydration: keep the clock's width so nothing moves when the time appears.
    return (
      <span className="invisible shrink-0 whitespace-nowrap tabular-nums" aria-hidden>
        <span className="hidden sm:inline">00/00/0000 </span>00:00
      </span>
    );
  }
  const [date, time] = formatClock(now).split(' ');
  return (
    <time dateTime={now.toISOString()} className="shrink-0 whitespace-nowrap tabular-nums" data-testid="clock">
      {/* A phone shows the time only, so the bar stays on one line. */}
      <span className="hidden sm:inline">{date} </span>
      {time}
    </time>
  );
}
