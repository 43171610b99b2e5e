import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { PRERENDER_STALE_ATTRIBUTE } from '../../shared/constants';
import { AppProviders } from './app/AppProviders';
import { router } from './app/router';
import i18n from './i18n/index';
import './styles.css';

const container = document.getElementById('root')!;
const app = (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);

// The station sends the home page prerendered (Spanish) by the build: hydrate it when it matches the visitor's
// language; otherwise (or on any other page) render from scratch.
// Both in a transition: React then works in interruptible slices instead of one long task (hydration outside a
// transition is not time-sliced).
if (container.dataset.prerendered === i18n.language) {
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error, info) => console.error('hydration mismatch', error, info.componentStack),
    });
  });
} else {
  container.replaceChildren();
  document.documentElement.removeAttribute(PRERENDER_STALE_ATTRIBUTE);
  startTransition(() => createRoot(container).render(app));
}
