import { useSyncExternalStore } from 'react';
import { TIMERS } from '../../../shared/web-app/ui-settings';

const minuteNow = () => Math.floor(Date.now() / TIMERS.clockRefreshMs);

/** Ticks at each minute boundary (the first tick aligned to it, then every 60 s) while anyone listens. */
function subscribe(onTick: () => void): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(
    () => {
      onTick();
      interval = setInterval(onTick, TIMERS.clockRefreshMs);
    },
    TIMERS.clockRefreshMs - (Date.now() % TIMERS.clockRefreshMs),
  );
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}

/**
 * The current minute as a Date, or null while the page is prerendered HTML being hydrated: the build cannot
 * know the visitor's time, so markup that shows it must render a placeholder first (no hydration mismatch).
 */
export function useCurrentMinute(): Date | null {
  const minute = useSyncExternalStore(subscribe, minuteNow, () => null);
  return minute === null ? null : new Date(minute * TIMERS.clockRefreshMs);
}
