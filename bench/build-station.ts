import path from 'node:path';
import { build } from 'vite';

/**
 * Bundles bench/broadcast-station.ts as the app's build does the station (station code in one ES module,
 * packages left in node_modules), so a bench can run it under plain node instead of tsx: tsx added about 45–50 MiB
 * of RSS and an esbuild child to the station (docs/benchmarks.md), which the app and the headless CLI do not carry.
 * Returns the path of the built script.
 */
export async function buildBenchStation(): Promise<string> {
  const root = path.join(import.meta.dirname, '..');
  const outDir = path.join(root, '.tmp', 'bench-station');
  await build({
    configFile: false,
    logLevel: 'warn',
    root,
    build: { ssr: path.join(root, 'bench', 'broadcast-station.ts'), outDir, emptyOutDir: true, target: 'node20' },
    ssr: { target: 'node' },
  });
  return path.join(outDir, 'broadcast-station.js');
}
