import fs from 'node:fs';
import path from 'node:path';
import { protocol } from 'electron';

/** The setup screen is the web app served by main on emisora://app, before any station exists. */
const SETUP_SCHEME = 'emisora';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Must run before the app is ready: the scheme is standard (absolute /assets URLs resolve) and secure. */
export function registerSetupScheme() {
  protocol.registerSchemesAsPrivileged([
    { scheme: SETUP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/**
 * A file of the built web app for an emisora://app URL: never outside the renderer folder; a path without an
 * extension is a page of the app (index.html, the router takes over).
 */
function setupScreenResponse(rendererDir: string, url: string): Response {
  const parsed = new URL(url);
  if (parsed.host !== 'app') return new Response('Not found', { status: 404 });
  // No station behind the setup screen: its API, media and stream answer 404, never the app's HTML.
  if (/^\/(api|media|stream)(\/|$)/.test(parsed.pathname))
    return Response.json({ error: 'not_found', message: 'No hay emisora todavía.' }, { status: 404 });
  const root = path.resolve(rendererDir);
  let file = path.resolve(root, `.${decodeURIComponent(parsed.pathname)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return new Response('Not found', { status: 404 });
  if (!path.extname(file)) file = path.join(root, 'index.html');
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return new Response('Not found', { status: 404 });
  return new Response(fs.readFileSync(file), {
    headers: { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' },
  });
}

/** Serves the web app on emisora://app (call once the app is ready). */
export function serveSetupScreen(rendererDir: string) {
  protocol.handle(SETUP_SCHEME, (request: Request) => setupScreenResponse(rendererDir, request.url));
}
