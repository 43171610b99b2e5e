import { useEffect, useState } from 'react';

/** Seconds since `startedAt`, ticking once a second, capped at `duration` when it is known. */
export function useElapsed(startedAt: string | undefined, duration: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!startedAt) return 0;
  const elapsed = Math.max(0, (now - Date.parse(startedAt)) / 1000);
  return duration > 0 ? Math.min(elapsed, duration) : elapsed;
}
