import fs from 'node:fs';
import path from 'node:path';
import { pagePreloads } from './page-preloads';
import express, { type Request, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { EMBED_PLAYER_PATH } from '../../../shared/web-app/embed-player';
import { isAppPage } from '../../../shared/web-app/pages';
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

// The build writes each text file's brotli (quality 11) and gzip (level 9) beside it (scripts/vite-precompress.ts):
// served as they are, brotli first when the client takes both, never compressed again on the air's thread.
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** The build's files, each in its precompressed form the client accepts (Vary, Content-Encoding, an ETag per form). */
function precompressedStatic(folder: string, options: Parameters<typeof expressStaticGzip>[1]) {
  return expressStaticGzip(folder, { enableBrotli: true, orderPreference: ['br', 'gzip'], ...options });
}

/**
 * A page the router chose (home.html, index.html, embed.html): its brotli or gzip file when the build made one and
 * the client accepts it, else the file itself.
 */
function sendPage(req: Request, res: Response, file: string, status = 200): void {
  res.status(status).set('Cache-Control', 'no-cache').vary('Accept-Encoding');
  const accepted = req.acceptsEncodings(ENCODINGS.map(([name]) => name));
  const form = ENCODINGS.find(([name, suffix]) => name === accepted && fs.existsSync(`${file}${suffix}`));
  if (!form) return void res.sendFile(file, { dotfiles: 'allow' });
  // Our own fixed path: allow dot folders in it (e.g. an install under ~/.local/share).
  res.type(path.extname(file)).set('Content-Encoding', form[0]).sendFile(`${file}${form[1]}`, { dotfiles: 'allow' });
}

/**
 * /assets: the build's hashed files, cached for a year. Mounted before the pages' security headers: a script or a
 * stylesheet needs nosniff and its resource policy, and the site's CSP, framing and referrer headers (about 900
 * bytes) mean nothing on it, sent with each of the home page's scripts.
 */
export function assetRoutes(webRoot: string | undefined): Router {
  const router = express.Router();
  const folder = webRoot ? path.join(webRoot, 'assets') : undefined;
  if (!folder || !fs.existsSync(folder)) return router;
  router.use(
    precompressedStatic(folder, {
      index: false,
      serveStatic: {
        immutable: true,
        maxAge: '1y',
        fallthrough: false,
        lastModified: false,
        acceptRanges: false,
        setHeaders: (res) => {
          res.setHeader('X-Content-Type-Options', 'nosniff');
          res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
        },
      },
    }),
  );
  return router;
}

/**
 * The built web app's pages and its other files (the service worker, the manifest, icons): "/" answered with the
 * prerendered home.html, every other route of the shared table with index.html (200), anything else with
 * index.html and 404, so the app shows its "404 Page Not Found" screen. /assets is assetRoutes'.
 */
export function webRoutes(webRoot: string | undefined): Router {
  const router = express.Router();
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const homeFile = webRoot ? path.join(webRoot, 'home.html') : undefined;
  const hasWeb = indexFile !== undefined && fs.existsSync(indexFile);
  const preloads = hasWeb && webRoot ? pagePreloads(webRoot) : new Map<string, string>();
  if (hasWeb && webRoot) {
    router.use(precompressedStatic(webRoot, { index: false, serveStatic: { index: false, fallthrough: true } }));
    // The embeddable widget is its own small page of the build (web/embed.html), not the app's shell.
    const embedFile = path.join(webRoot, 'embed.html');
    router.get(EMBED_PLAYER_PATH, (req, res) => sendPage(req, res, embedFile));
  }
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const status = isAppPage(req.path) ? 200 : 404;
    if (!hasWeb || !indexFile) {
      res
        .status(status === 200 ? 503 : 404)
        .type('text/plain')
        .send(status === 200 ? 'The web app is not built. Run: npm run build' : '404 Page Not Found');
      return;
    }
    // "/" gets the build's prerendered home page (first screen painted before the JavaScript runs).
    const file = req.path === '/' && homeFile !== undefined && fs.existsSync(homeFile) ? homeFile : indexFile;
    const links = status === 200 ? preloads.get(req.path) : undefined;
    if (links) res.set('Link', links);
    sendPage(req, res, file, status);
  });
  return router;
}
