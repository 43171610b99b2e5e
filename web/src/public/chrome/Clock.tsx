import { useEffect, useState } from 'react';
import { TIMERS } from '../../../../shared/constants';
import { formatClock } from './format-clock';

/** Minute clock, refreshed every 60 s; the first tick is aligned to the next minute so it never lags by 59 s. */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        setNow(new Date());
        interval = setInterval(() => setNow(new Date()), TIMERS.clockRefreshMs);
      },
      TIMERS.clockRefreshMs - (Date.now() % TIMERS.clockRefreshMs),
    );
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, []);
  return (
    <time dateTime={now.toISOString()} className="tabular-nums" data-testid="clock">
      {formatClock(now)}
    </time>
  );
}
