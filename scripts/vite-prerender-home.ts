import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, PluginOption } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../shared/station/station-facts';
import { LANGUAGE_STORAGE_KEY, PRERENDER_STALE_ATTRIBUTE } from '../shared/web-app/ui-settings';
import { earlyListenScript } from './early-listen';

type Options = {
  /** The web app's Vite root (where index.html is). */
  root: string;
  /** The client build's output folder: index.html is read from it and home.html written next to it. */
  outDir: string;
  /** The client build's plugins, so the server render resolves assets and JSX exactly like the client. */
  plugins: () => PluginOption[];
};

/**
 * After the client build: build web/src/prerender.tsx for Node, render "/" with it and write home.html, the
 * client index.html with the home page's markup inside #root. The station sends home.html for "/" only, so
 * the first screen paints before the JavaScript arrives; the browser then hydrates it. A visitor who chose
 * another language gets the markup hidden by a one-line inline script until the app renders their language.
 */
export function prerenderHome(options: Options): Plugin {
  let isServerBuild = false;
  return {
    name: 'emisora-prerender-home',
    apply: 'build',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isServerBuild) return;
      const { build } = await import('vite');
      const serverOut = path.join(path.dirname(options.outDir), 'prerender');
      await build({
        configFile: false,
        root: options.root,
        base: '/',
        logLevel: 'warn',
        plugins: options.plugins(),
        build: {
          ssr: 'src/prerender.tsx',
          outDir: serverOut,
          emptyOutDir: true,
          minify: false,
          rollupOptions: { output: { entryFileNames: '[name].mjs' } },
        },
      });
      try {
        const entry = pathToFileURL(path.join(serverOut, 'prerender.mjs')).href;
        const { prerender } = (await import(`${entry}?build=${Date.now()}`)) as {
          prerender: (url: string) => Promise<{ html: string; lang: string }>;
        };
        const { html, lang } = await prerender('http://localhost/');
        if (lang !== DEFAULT_LANGUAGE) throw new Error(`prerendered in ${lang}, expected ${DEFAULT_LANGUAGE}`);
        const index = fs.readFileSync(path.join(options.outDir, 'index.html'), 'utf8');
        const root = '<div id="root"></div>';
        if (!index.includes(root)) throw new Error(`index.html has no ${root}`);
        const others = JSON.stringify(LANGUAGES.filter((l) => l !== lang));
        const staleCheck = `<script>try{if(${others}.indexOf(localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}))>=0)document.documentElement.setAttribute(${JSON.stringify(PRERENDER_STALE_ATTRIBUTE)},"")}catch(e){}</script>`;
        const page = deferScripts(index)
          .replace('</title>', () => `</title>\n    ${staleCheck}\n    <script>${earlyListenScript()}</script>`)
          .replace(root, () => `<div id="root" data-prerendered="${lang}">${html}</div>`); // a function: "$&" in the markup stays text
        fs.writeFileSync(path.join(options.outDir, 'home.html'), page);
      } finally {
        fs.rmSync(serverOut, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Moves the app's module script and its modulepreload links into a <template> that a one-line script adds to the
 * page once the first contentful paint has happened (3 s at most, e.g. in a background tab that does not paint).
 * The prerendered markup then paints without the JavaScript competing for the network and the main thread;
 * hydration follows at once. A visitor whose language hides the markup gets the scripts straight away.
 */
function deferScripts(index: string): string {
  const tags = index.match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? [];
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('index.html has no module script');
  let page = index;
  for (const tag of tags) page = page.split(tag).join('');
  const loader = [
    '(function(){var t=document.getElementById("app-scripts"),go=function(){if(t){document.head.append(t.content.cloneNode(true));t=null}};',
    `if(document.documentElement.hasAttribute(${JSON.stringify(PRERENDER_STALE_ATTRIBUTE)}))return go();`,
    'try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}',
    'catch(e){requestAnimationFrame(function(){setTimeout(go)})}setTimeout(go,3000)})()',
  ].join('');
  return page.replace(
    '</body>',
    () => `  <template id="app-scripts">${tags.join('')}</template>\n    <script>${loader}</script>\n  </body>`,
  );
}
