import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs`: a search box asks the server per pause, not per key. */
export function useDebouncedValue<T>(value: T, delayMs = 200): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
