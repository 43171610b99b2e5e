import type { Express } from 'express';

export interface RegisteredRoute {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: unknown;
  slash?: boolean;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const joinPath = (prefix: string, path: string) => (prefix + path).replace(/\/+$/, '') || '/';

/**
 * Every method + path an Express app answers, read from its router stack (router 2.x keeps each layer's
 * rawPath), so a test can hold the API table to what the server really registers.
 */
export function registeredRoutes(app: Express, under = ''): RegisteredRoute[] {
  const found: RegisteredRoute[] = [];
  const walk = (stack: readonly Layer[], prefix: string) => {
    for (const layer of stack) {
      const paths = (Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath]).filter(
        (p): p is string => typeof p === 'string',
      );
      if (layer.route) {
        const routePaths = (Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path]) as string[];
        for (const path of routePaths)
          for (const [method, on] of Object.entries(layer.route.methods))
            if (on && method !== '_all') found.push({ method: method.toUpperCase(), path: joinPath(prefix, path) });
      } else if (layer.handle?.stack) {
        for (const path of layer.slash || paths.length === 0 ? ['/'] : paths)
          walk(layer.handle.stack, path === '/' ? prefix : joinPath(prefix, path));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found.filter((r) => r.path.startsWith(under));
}
