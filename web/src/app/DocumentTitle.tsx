import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { documentTitle, isPageTitle } from './page-title';

/** The root route: sets document.title from the deepest route's handle, again when the language changes. */
export function TitledRoot() {
  const { t } = useTranslation();
  const matches = useMatches();
  let title: string | null = null;
  for (const match of matches) {
    const handle = match.handle as { title?: unknown } | undefined;
    if (isPageTitle(handle?.title)) title = 'key' in handle.title ? t(handle.title.key) : handle.title.text;
  }
  const text = documentTitle(title);
  useEffect(() => {
    document.title = text;
  }, [text]);
  return <Outlet />;
}
