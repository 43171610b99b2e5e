import { useEffect, useRef, useState } from 'react';

/**
 * The value for a search box: the first change after a quiet spell goes through at once (the listener sees results
 * without waiting), then changes made within `delayMs` of the last one wait until typing pauses, so a fast typist
 * sends one request per pause rather than one per key (React Query aborts any request a newer key replaces).
 */
export function useDebouncedValue<T>(value: T, delayMs = 200): T {
  const [settled, setSettled] = useState(value);
  const lastChange = useRef(0);
  useEffect(() => {
    const now = Date.now();
    const quiet = now - lastChange.current > delayMs;
    lastChange.current = now;
    if (quiet) {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
