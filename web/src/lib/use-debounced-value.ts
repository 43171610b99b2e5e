import { useEffect, useRef, useState } from 'react';

/**
 * The value for a search box: the first change after a quiet spell goes through at once (the listener sees results
 * without waiting), then changes made within `delayMs` of the last one wait until typing pauses, so a fast typist
 * sends one request per pause rather than one per key (React Query aborts any request a newer key replaces).
 * 80 ms: keys typed faster than that are grouped, and the last key's results still show within the 150 ms the
 * library bench asks for (a library search costs the server 10–30 ms; 200 ms made every last key wait 210 ms).
 */
export const SEARCH_DEBOUNCE_MS = 80;

export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
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
