/**
 * Build-time entry (Vite SSR build, run by the electron-vite config): renders a page of the app to HTML so the
 * station can send the home page's first screen before any JavaScript has run. Nothing here ships to browsers.
 * Data the server knows only at request time (schedule, now playing, tracks) renders in its loading state, exactly
 * as the browser's first render does, so hydration matches.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { appRoutes } from './app/routes';
import i18n from './i18n/index';

export async function prerender(url: string): Promise<{ html: string; lang: string }> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response)
    throw new Error(`prerender ${url}: the router answered with a ${context.status} response`);
  if (context.statusCode !== 200) throw new Error(`prerender ${url}: status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { html, lang: i18n.language };
}
