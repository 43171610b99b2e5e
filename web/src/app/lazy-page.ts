import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route whose page module is loaded on demand (each area is its own set of chunks). */
export function lazyPage(path: string | undefined, load: () => Promise<{ default: ComponentType }>): RouteObject {
  const lazy = async () => ({ Component: (await load()).default });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}
