import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, matchRoutes, type RouteObject } from 'react-router';
import { documentTitle, isPageTitle } from './page-title';

/** Sets document.title from the deepest matching route's handle, again when the language changes. */
export function useDocumentTitle(routes: RouteObject[], location: Location): void {
  const { t } = useTranslation();
  let title: string | null = null;
  for (const match of matchRoutes(routes, location) ?? []) {
    const handle = match.route.handle as { title?: unknown } | undefined;
    if (isPageTitle(handle?.title)) title = 'key' in handle.title ? t(handle.title.key) : handle.title.text;
  }
  const text = documentTitle(title);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
