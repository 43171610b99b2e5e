/**
 * Build-time entry (Vite SSR build, run by the electron-vite config): renders a page of the app to HTML so the
 * station can send the home page's first screen before any JavaScript has run. Nothing here ships to browsers.
 * Data the server knows only at request time (schedule, now playing, tracks) renders in its loading state, exactly
 * as the browser's first render does, so hydration matches.
 */
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { appRoutes } from './app/routes';
import i18n from './i18n/index';

export async function prerender(url: string): Promise<{ html: string; lang: string }> {
  const { pathname } = new URL(url);
  // Only pages bundled with the entry render here (a page on demand would render its empty fallback), never the 404.
  const deepest = matchRoutes(appRoutes, pathname)?.at(-1)?.route;
  if (!deepest || deepest.path === '*') throw new Error(`prerender ${url}: no route`);
  const html = renderToString(
    <AppProviders>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  return { html, lang: i18n.language };
}
