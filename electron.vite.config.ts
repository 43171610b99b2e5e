import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

const root = import.meta.dirname;
// EMISORA_OUT lets parallel builds (e.g. two e2e runs) use separate output folders.
const out = process.env.EMISORA_OUT ?? 'out';

export default defineConfig({
  main: {
    build: {
      externalizeDeps: true,
      outDir: `${out}/main`,
      rollupOptions: {
        // The Electron entry and the headless CLI share one build of the station core.
        input: { index: resolve(root, 'desktop/main/index.ts'), cli: resolve(root, 'desktop/station/cli.ts') },
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
    root: resolve(root, 'web'),
    // Absolute asset URLs: the app is served over HTTP by the station (the desktop window too), and
    // deep links such as /advertising/rates must not resolve assets under /advertising/.
    // electron-vite forces base './' for production renderer builds, so a plugin sets it after that.
    plugins: [react(), tailwindcss(), { name: 'emisora-absolute-base', config: () => ({ base: '/' }) }],
    build: {
      outDir: resolve(root, `${out}/renderer`),
      emptyOutDir: true,
      minify: true,
      sourcemap: false,
      rollupOptions: { input: resolve(root, 'web/index.html') },
    },
  },
});
