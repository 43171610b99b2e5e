import fs from 'node:fs';
import path from 'node:path';
import { PAGE_MODULES } from '../../../shared/web-app/page-modules';
import { MUSIC_FIRST_PAGE, trackPageUrl } from '../../../shared/web-app/track-page-url';

/** One entry of Vite's build manifest (renderer/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The Link header for each public page loaded on demand: its chunk and every chunk it imports (modulepreload) and
 * its CSS, read once from the build's manifest, so the browser fetches them with the entry instead of after it.
 * /music also preloads its first page of songs, the request the page makes first, so the rows come with the code.
 * Without a manifest (a build from before, a dev server) there are no preloads and nothing else changes.
 */
export function pagePreloads(webRoot: string): ReadonlyMap<string, string> {
  const headers = new Map<string, string>();
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return headers;
  }
  for (const [route, source] of Object.entries(PAGE_MODULES)) {
    if (!manifest[source]) continue;
    const files = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      // The entry is in the HTML already, with its own modulepreloads.
      if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    const links = [
      ...[...files].map((file) => `</${file}>; rel=modulepreload`),
      ...[...styles].map((file) => `</${file}>; rel=preload; as=style`),
    ];
    // fetch() with credentials: 'include' matches a preload made with crossorigin=use-credentials.
    if (route === '/music')
      links.push(`<${trackPageUrl(MUSIC_FIRST_PAGE, 0)}>; rel=preload; as=fetch; crossorigin=use-credentials`);
    headers.set(route, links.join(', '));
  }
  return headers;
}
