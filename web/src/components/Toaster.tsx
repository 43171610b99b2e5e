import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from '../stores/toasts';

const ToastViewport = lazy(() => import('./ToastViewport'));

/**
 * The toast area. Radix's toast (~12 KB gzip with its collection and layers) is fetched with the first toast, not
 * with the page: most visits to the home page never show one. Once there, it stays (F8 then focuses the toasts).
 */
export function Toaster() {
  const [wanted, setWanted] = useState(() => useToasts.getState().current !== null);
  useEffect(() => {
    if (wanted) return;
    if (useToasts.getState().current) return setWanted(true);
    return useToasts.subscribe((s) => {
      if (s.current) setWanted(true);
    });
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense>
      <ToastViewport />
    </Suspense>
  );
}
