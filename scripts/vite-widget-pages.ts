import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions, WIDGET_ASSET_PREFIX } from './vite-pwa';

type Options = {
  /** The web app's Vite root (where embed.html and offline.html are). */
  root: string;
  /** The client build's output folder: the pages and their files are added to it. */
  outDir: string;
};

/**
 * After the client build: the embeddable widget (embed.html) and the offline page (offline.html)
 * built on their own, with the service worker and the manifest. As extra inputs of the app's build
 * they shared chunks with it (i18next, the API paths), which split the home page's JavaScript into more files
 * and took it over its 150 kB budget; built apart, the app's chunks stay exactly as they were.
 */
export function widgetPages(options: Options): Plugin {
  let isServerBuild = false;
  return {
    name: 'emisora-widget-pages',
    apply: 'build',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isServerBuild) return;
      const { build } = await import('vite');
      await build({
        configFile: false,
        root: options.root,
        base: '/',
        logLevel: 'warn',
        plugins: [VitePWA(pwaOptions)],
        build: {
          outDir: options.outDir,
          // The app's build is already there (and its .vite/manifest.json, which the station reads).
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: false,
          minify: true,
          rollupOptions: {
            input: { embed: path.join(options.root, 'embed.html'), offline: path.join(options.root, 'offline.html') },
            output: {
              entryFileNames: `${WIDGET_ASSET_PREFIX}[name]-[hash].js`,
              chunkFileNames: `${WIDGET_ASSET_PREFIX}[name]-[hash].js`,
              assetFileNames: `${WIDGET_ASSET_PREFIX}[name]-[hash][extname]`,
            },
          },
        },
      });
    },
  };
}
