import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { StationConfig } from '../../config/config';
import { DEFAULT_SPOTIFY_API_BASE } from '../../config/settings';
import { EMBED_PLAYER_PATH } from '../../../../shared/web-app/embed-player';

declare module 'express-serve-static-core' {
  interface Locals {
    /** The CSP nonce of this response's inline script (the embeddable player only). */
    cspNonce?: string;
  }
}

// The page other sites put in an iframe (route in routes/stream-links.ts); Express routes match case-insensitively.
const EMBEDDABLE_PLAYER = /^\/api\/streaming\/player\/?$/i;
// The widget of "Reproductor para tu web": the built app's own page, framed by any site.
const EMBED_WIDGET = new RegExp(`^${EMBED_PLAYER_PATH}/?$`, 'i');

/**
 * The CSP hash source of every inline script in a page. It reads the build's own output (index.html and the
 * prerendered home.html with its loader), not arbitrary HTML; a script it missed would be blocked, and the e2e
 * check for CSP violations in the console would fail.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Hashes of the built pages' inline scripts, read once at start (they change with every build, so never hardcoded). */
function builtPageHashes(webRoot: string | undefined): string[] {
  if (!webRoot) return [];
  const pages = ['index.html', 'home.html']
    .map((name) => path.join(webRoot, name))
    .filter((file) => fs.existsSync(file));
  return [...new Set(pages.flatMap((file) => inlineScriptHashes(fs.readFileSync(file, 'utf8'))))];
}

const originOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).origin : undefined);

// Shared by the site and the player: nosniff, Referrer-Policy and helmet's other defaults (COOP, CORP same-origin,
// X-Permitted-Cross-Domain-Policies, …). No HSTS: the station speaks plain HTTP; the TLS proxy in front of a
// public station is where HSTS belongs (with includeSubDomains it would also bind the operator's other hosts).
const COMMON = {
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
} satisfies HelmetOptions;

/**
 * Security headers for everything the app serves after /stream (which answers before these run: Icecast clients
 * and other sites' players need none of it). The site's CSP allows scripts only from the station and the build's
 * inline scripts by hash; the player page, meant to be framed by other sites, has no frame-ancestors and no
 * X-Frame-Options, and its own tighter policy with a nonce for its one inline script.
 */
export function securityHeaders(config: StationConfig): RequestHandler {
  const provider = originOf(config.spotifyApiBase ?? DEFAULT_SPOTIFY_API_BASE);
  const publicOrigin = originOf(config.publicUrl);
  const siteDirectives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...builtPageHashes(config.webRoot)],
    'script-src-attr': ["'none'"],
    // Server-rendered style attributes, and the <style> that Radix dialogs inject to lock scrolling.
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    // Vite inlines small SVGs as data:, the gallery previews a chosen file as blob:, the provider's covers come
    // from its CDNs over https.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(provider ? [provider] : [])],
    // The admin's streaming sources are any http(s) radio, and the provider's previews come from its CDN;
    // blob: is the Media Source that hls.js plays the HLS fallback through (browsers without MP3).
    'media-src': ["'self'", 'blob:', 'http:', 'https:'],
    // The public site calls the music provider's Web API straight from the browser.
    'connect-src': ["'self'", ...(provider ? [provider] : [])],
  };
  const site = helmet({ ...COMMON, contentSecurityPolicy: { useDefaults: false, directives: siteDirectives } });
  // The widget keeps the site's policy but any page may frame it; a site that isolates itself (COEP) needs CORP.
  const widget = helmet({
    ...COMMON,
    xFrameOptions: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: { useDefaults: false, directives: { ...siteDirectives, 'frame-ancestors': ['*'] } },
  });
  const player = helmet({
    ...COMMON,
    xFrameOptions: false,
    // Other sites frame it; a site that isolates itself (COEP) may only embed it with this.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'script-src': [(_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        'style-src': ["'unsafe-inline'"],
        // It plays the stream and follows now-playing at the public origin, which may not be the framed URL's;
        // past the local limit /stream answers 302 to a relay on another host ("Enviar oyentes a los repetidores").
        'media-src': ["'self'", ...(publicOrigin ? [publicOrigin] : []), 'http:', 'https:'],
        'connect-src': ["'self'", ...(publicOrigin ? [publicOrigin] : [])],
      },
    },
  });
  return (req, res, next) => {
    if (EMBED_WIDGET.test(req.path)) return widget(req, res, next);
    if (!EMBEDDABLE_PLAYER.test(req.path)) return site(req, res, next);
    res.locals.cspNonce = randomBytes(16).toString('base64');
    player(req, res, next);
  };
}
