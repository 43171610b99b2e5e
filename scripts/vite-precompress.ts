import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// What shrinks: text. Images, audio and fonts the build ships are compressed formats already.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

/** Each file's brotli (quality 11) and gzip (level 9) beside it, kept only when smaller than the file itself. */
export async function precompressFolder(folder: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const files = (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    // Dot folders (Vite's .vite/manifest.json) are the station's to read, never served.
    .filter(
      (file) =>
        !path
          .relative(folder, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
  const totals = { files: 0, bytes: 0, brotli: 0 };
  // Two at a time: brotli's highest quality is a core's work per file, and the machine builds other things too.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const body = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
      totals.files++;
      totals.bytes += body.length;
      totals.brotli += Math.min(br.length, body.length);
    }
  };
  await Promise.all([worker(), worker()]);
  return totals;
}

/**
 * Compresses the web build once, at the highest levels, so the station serves the files as they are: on the fly it
 * could only afford a low level (brotli bodies then came out larger than gzip -9), and it spent the air's CPU on
 * every request. Runs after every other plugin has written its pages (the prerendered home, the widget, the
 * service worker).
 */
export function precompress(options: { outDir: string }): Plugin {
  let isServerBuild = false;
  return {
    name: 'emisora-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (isServerBuild) return;
        const { files, bytes, brotli: compressed } = await precompressFolder(options.outDir);
        this.info?.(`precompressed ${files} files: ${bytes} bytes, ${compressed} with brotli`);
      },
    },
  };
}
