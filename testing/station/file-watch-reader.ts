import { Worker } from 'node:worker_threads';

/**
 * A reader in another thread that reads `files` (and lists `dirs`) as fast as it can while a test writes them, and
 * reports every content it saw: what a program polling the station's files (ODR-PadEnc) could read at any instant.
 */
export function startFileReader(files: readonly string[], dirs: readonly string[] = []) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const fs = require('node:fs');
    const path = require('node:path');
    const seen = { texts: new Set(), names: new Set(), slides: [] };
    let running = true;
    parentPort.on('message', () => {
      running = false;
      parentPort.postMessage({ texts: [...seen.texts], names: [...seen.names], slides: seen.slides });
    });
    (function loop() {
      for (let i = 0; i < 200 && running; i++) {
        for (const file of workerData.files) {
          try { seen.texts.add(fs.readFileSync(file, 'utf8')); } catch {}
        }
        for (const dir of workerData.dirs) {
          let names = [];
          try { names = fs.readdirSync(dir); } catch {}
          for (const name of names) {
            seen.names.add(name);
            try {
              const bytes = fs.readFileSync(path.join(dir, name));
              if (seen.slides.length < 2000) seen.slides.push({ name, size: bytes.length,
                whole: bytes[0] === 0xff && bytes[1] === 0xd8 && bytes.at(-2) === 0xff && bytes.at(-1) === 0xd9 });
            } catch {}
          }
        }
      }
      if (running) setImmediate(loop);
    })();
    `,
    { eval: true, workerData: { files, dirs } },
  );
  return {
    /** Stops reading; every distinct file content read, every name listed and each slide read (whole or not). */
    stop(): Promise<{ texts: string[]; names: string[]; slides: { name: string; size: number; whole: boolean }[] }> {
      return new Promise((resolve) => {
        worker.once('message', (seen) => {
          void worker.terminate();
          resolve(seen);
        });
        worker.postMessage('stop');
      });
    },
  };
}
