import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PageTitle } from './page-title';

/** A route whose page module is loaded on demand (each area is its own set of chunks), with its document title. */
export function lazyPage(
  path: string | undefined,
  load: () => Promise<{ default: ComponentType }>,
  title?: PageTitle,
): RouteObject {
  const lazy = async () => ({ Component: (await load()).default });
  const handle = title ? { title } : undefined;
  return path === undefined ? { index: true, lazy, handle } : { path, lazy, handle };
}
