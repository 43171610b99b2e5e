import { useCurrentMinute } from '../../lib/use-current-minute';
import { formatClock } from './format-clock';

/** Minute clock, refreshed at each minute boundary so it never lags by 59 s. */
export function Clock() {
  const now = useCurrentMinute();
  if (now === null) {
    // Prerendered page before hydration: keep the clock's width so nothing moves when the time appears.
    return (
      <span className="invisible float-right whitespace-nowrap tabular-nums" aria-hidden>
        00/00/0000 00:00
      </span>
    );
  }
  return (
    <time dateTime={now.toISOString()} className="float-right whitespace-nowrap tabular-nums" data-testid="clock">
      {formatClock(now)}
    </time>
  );
}
