import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { prerenderHome } from './scripts/vite-prerender-home';
import { widgetPages } from './scripts/vite-widget-pages';
import { precompress } from './scripts/vite-precompress';

const root = import.meta.dirname;
// EMISORA_OUT lets parallel builds (e.g. two e2e runs) use separate output folders.
const out = process.env.EMISORA_OUT ?? 'out';
const webRoot = resolve(root, 'web');
const webOut = resolve(root, `${out}/renderer`);
// The year the prerendered footer shows until the visitor's clock takes over (same value in both builds).
const buildYear = new Date().getFullYear();
// Shared by the client build and the home page's prerender, so both resolve JSX and assets alike.
const webPlugins = () => [
  react(),
  tailwindcss(),
  {
    name: 'emisora-web-defaults',
    config: () => ({ base: '/', define: { __BUILD_YEAR__: JSON.stringify(buildYear) } }),
  },
];

export default defineConfig({
  main: {
    build: {
      externalizeDeps: true,
      outDir: `${out}/main`,
      rollupOptions: {
        // The Electron entry and the headless CLI share one build of the station core.
        input: {
          index: resolve(root, 'desktop/main/index.ts'),
          // The station core in Electron's utility process (desktop/main/station-process.ts forks it).
          station: resolve(root, 'desktop/main/station-entry.ts'),
          cli: resolve(root, 'desktop/station/cli.ts'),
        },
        output: {
          comments: false,
          minify: { compress: false, mangle: false, codegen: { removeWhitespace: false, asciiOnly: true } },
        },
      },
    },
  },
  preload: {
    build: {
      externalizeDeps: true,
      outDir: `${out}/preload`,
      rollupOptions: {
        input: { index: resolve(root, 'desktop/preload/index.ts') },
        // CommonJS so the window can stay sandboxed.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: webRoot,
    // Absolute asset URLs: the app is served over HTTP by the station (the desktop window too), and
    // deep links such as /advertising/rates must not resolve assets under /advertising/.
    // electron-vite forces base './' for production renderer builds, so a plugin sets it after that.
    plugins: [
      ...webPlugins(),
      prerenderHome({ root: webRoot, outDir: webOut, plugins: webPlugins }),
      // The embeddable widget and the offline page, with the service worker and manifest.
      widgetPages({ root: webRoot, outDir: webOut }),
      // Last: brotli and gzip of everything above, served as they are (desktop/station/http/web.ts).
      precompress({ outDir: webOut }),
    ],
    build: {
      outDir: webOut,
      emptyOutDir: true,
      // .vite/manifest.json: the station preloads each page's chunks with its HTML (http/page-preloads.ts).
      manifest: true,
      minify: true,
      // EMISORA_SOURCEMAP=1 keeps source maps, to see what makes up a chunk.
      sourcemap: process.env.EMISORA_SOURCEMAP === '1',
      rollupOptions: {
        input: resolve(root, 'web/index.html'),
        output: {
          codeSplitting: {
            groups: [
              // React DOM on its own: the browser compiles it apart from the app code, two shorter tasks.
              { name: 'react-dom', test: /node_modules[\\/](?:react-dom|scheduler)[\\/]/, priority: 2 },
              // What the entry imports statically, in one chunk: every lazy page loads after it, so all of it is
              // there for them. Left to the automatic chunking, each module the entry shares with a lazy page was a
              // chunk of its own and the home page loaded sixteen files, each with its headers and compressed alone.
              { name: 'index', tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
  },
});
