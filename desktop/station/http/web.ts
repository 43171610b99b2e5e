import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import { pagePreloads } from './page-preloads';
import express, { type Router } from 'express';
import { EMBED_PLAYER_PATH } from '../../../shared/embed-player';
import { isAppRoute } from '../../../shared/routes';
import type { MediaStore } from '../media/store';

/** /media/<kind>/<file>: Content-Type, HEAD and Range (206) come from serve-static. */
export function mediaRoutes(media: MediaStore): Router {
  const router = express.Router();
  router.use(
    express.static(media.root, {
      index: false,
      dotfiles: 'deny',
      fallthrough: true,
      immutable: true,
      maxAge: '30d',
    }),
  );
  return router;
}

/**
 * The built web app: assets as files, "/" answered with the prerendered home.html, every other route of the
 * shared table with index.html (200), anything else with index.html and 404, so the app shows its
 * "404 Page Not Found" screen.
 */
export function webRoutes(webRoot: string | undefined): Router {
  const router = express.Router();
  // Only the web app's own files are compressed here: /stream and SSE live elsewhere and must not be buffered.
  router.use(compression());
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const homeFile = webRoot ? path.join(webRoot, 'home.html') : undefined;
  const hasWeb = indexFile !== undefined && fs.existsSync(indexFile);
  const preloads = hasWeb && webRoot ? pagePreloads(webRoot) : new Map<string, string>();
  if (hasWeb && webRoot) {
    router.use(
      '/assets',
      express.static(path.join(webRoot, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
    );
    router.use(express.static(webRoot, { index: false, fallthrough: true }));
    // The embeddable widget is its own small page of the build (web/embed.html), not the app's shell.
    const embedFile = path.join(webRoot, 'embed.html');
    router.get(EMBED_PLAYER_PATH, (_req, res) => {
      res.set('Cache-Control', 'no-cache').sendFile(embedFile, { dotfiles: 'allow' });
    });
  }
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const status = isAppRoute(req.path) ? 200 : 404;
    if (!hasWeb || !indexFile) {
      res
        .status(status === 200 ? 503 : 404)
        .type('text/plain')
        .send(status === 200 ? 'The web app is not built. Run: npm run build' : '404 Page Not Found');
      return;
    }
    // "/" gets the build's prerendered home page (first screen painted before the JavaScript runs).
    const file = req.path === '/' && homeFile !== undefined && fs.existsSync(homeFile) ? homeFile : indexFile;
    // Our own fixed path: allow dot folders in it (e.g. an install under ~/.local/share).
    const links = status === 200 ? preloads.get(req.path) : undefined;
    if (links) res.set('Link', links);
    res.status(status).set('Cache-Control', 'no-cache').sendFile(file, { dotfiles: 'allow' });
  });
  return router;
}
