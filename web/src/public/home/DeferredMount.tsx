import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Mounts its children just after the first paint, as an interruptible transition: the sections below the fold
 * then render in small slices instead of one long task, so the page paints sooner and stays responsive.
 */
export function DeferredMount({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(id);
  }, []);
  return ready ? children : null;
}
