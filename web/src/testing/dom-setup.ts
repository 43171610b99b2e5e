import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n';
import { queryClient } from '../lib/query-client';
import { usePlayer } from '../stores/player';
import { useToasts } from '../stores/toasts';

// findBy/waitFor poll for the event; the default 1 s ran out at load average 20 (8 engineers share 2 cores), and 5 s
// beside a second copy of the suite, where these files run at the lowest priority.
configure({ asyncUtilTimeout: 15_000 });

const playerAtStart = usePlayer.getState();

// Without vitest globals Testing Library cannot register its own cleanup; the app's singletons start afresh too.
afterEach(() => {
  cleanup();
  queryClient.clear();
  usePlayer.setState(playerAtStart, true);
  useToasts.setState({ current: null });
});

// happy-dom lays nothing out (every size is 0), so a virtual list would render no row at all: give every element
// a phone screen's inner box, which the library's virtualizer reads as its viewport (rows keep their estimate).
Object.defineProperties(HTMLElement.prototype, {
  clientHeight: { configurable: true, get: () => 800 },
  clientWidth: { configurable: true, get: () => 400 },
});
