import './lib/zod-without-eval';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PRERENDER_STALE_ATTRIBUTE } from '../../shared/web-app/ui-settings';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { registerServiceWorker } from './app/register-sw';
import i18n from './i18n/index';
import './styles.css';

/** Lets the browser paint and handle input before the start-up work, so it is not one long task with the load. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  await yieldToBrowser();
  const container = document.getElementById('root')!;
  const app = (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  // The station sends the home page prerendered (Spanish) by the build: hydrate it when it matches the visitor's
  // language; otherwise (or on any other page) render from scratch. Both in a transition: React then works in
  // interruptible slices instead of one long task (hydration outside a transition is not time-sliced).
  document.documentElement.removeAttribute(PRERENDER_STALE_ATTRIBUTE);
  if (container.dataset.prerendered === i18n.language) {
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error, info) => console.error('hydration mismatch', error, info.componentStack),
      });
    });
  } else {
    container.replaceChildren();
    startTransition(() => createRoot(container).render(app));
  }
}

void boot();
registerServiceWorker();
