import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { queryClient } from '../lib/query-client';

/** What wraps the router in the browser and in the build's prerender, so both render the same tree. */
export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    // The app has rendered (or hydrated the prerendered home page): its controls now respond. Tests wait for it.
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrictMode>
  );
}
