import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { queryClient } from '../lib/query-client';

/** Renders `ui` with the app's own query client (its fetch defaults included), as AppProviders gives it. */
export function renderWithQueries(ui: ReactElement) {
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}
