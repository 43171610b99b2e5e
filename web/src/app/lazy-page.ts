import { type ComponentType, createElement, lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { PageTitle } from './page-title';

/**
 * A route whose page module is loaded on demand (each page is its own chunk), with its document title. The page
 * suspends until its chunk arrives; navigations are transitions, so the previous page stays until then.
 */
export function lazyPage(
  path: string | undefined,
  load: () => Promise<{ default: ComponentType }>,
  title?: PageTitle,
): RouteObject {
  const element = createElement(lazy(load));
  const handle = title ? { title } : undefined;
  return path === undefined ? { index: true, element, handle } : { path, element, handle };
}
