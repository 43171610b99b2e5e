import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import type { Actor } from '../repos/admin/audit';
import type { ImportJobs } from './import-jobs-api';
import { extensionOf, type ImportDeps } from './import-file';
import { type JobRunner, runImportJob } from './import-job-run';
import { WorkLoop } from './work-loop';
import { randomUUID } from 'node:crypto';

/** Where files dropped in the browser wait for their turn, outside tmp (cleared at start) so a restart keeps them. */
const STAGING_DIR = 'import-staging';

/**
 * One file at a time on a 2-core studio PC: the broadcast's decoders and encoders keep the other core. Bigger
 * machines import a few at once. Analysis (cue points, loudness) stays in the engine's own one-at-a-time queue.
 */
const defaultImportConcurrency = (): number => Math.max(1, Math.floor((os.availableParallelism() - 1) / 2));

/**
 * Bulk import in the background: each file is checked and added exactly as an upload is (content check, duration,
 * tags, content-hash file name), and its result is written to SQLite as it happens, so the progress view reads the
 * database and a restart carries on with the files still pending. A file whose content is already in the library
 * is skipped, not failed.
 */
export function createImportJobs(ctx: ImportDeps, options: { concurrency?: number } = {}): ImportJobs {
  const { repos } = ctx;
  const log = ctx.log.child('import');
  const concurrency = options.concurrency ?? defaultImportConcurrency();
  const stagingRoot = path.join(ctx.config.dataDir, STAGING_DIR);
  const cancelled = new Set<number>();
  const actors = new Map<number, Actor>();
  const runner: JobRunner = {
    ctx,
    log,
    limit: pLimit(concurrency),
    concurrency,
    actors,
    cancelled,
    closed: () => loop.closed,
  };
  // One round: every active job as far as it goes now; another round while any had files to import.
  const loop = new WorkLoop(
    async () => {
      let worked = false;
      for (const job of repos.imports.active()) {
        if (loop.closed) break;
        if (await runImportJob(runner, job)) worked = true;
      }
      return worked;
    },
    (error) => log.error('import loop failed', { error: String(error) }),
  );
  const nudge = () => loop.nudge();

  return {
    startFolder(folder, by) {
      const id = repos.imports.create({ source: 'folder', folder, createdBy: by.id });
      actors.set(id, by);
      repos.audit.record(by, 'track.bulk-import', `Importación ${id} desde la carpeta ${folder}`);
      nudge();
      return id;
    },
    startUpload(by) {
      const id = repos.imports.create({ source: 'upload', folder: null, createdBy: by.id });
      actors.set(id, by);
      return id;
    },
    addUpload(jobId, tempFile, originalName) {
      const dir = path.join(stagingRoot, String(jobId));
      fs.mkdirSync(dir, { recursive: true });
      const staged = path.join(dir, `${randomUUID()}${extensionOf(originalName)}`);
      fs.renameSync(tempFile, staged);
      repos.imports.addFiles(jobId, [{ path: staged, name: originalName }]);
      nudge();
    },
    seal(jobId) {
      repos.imports.seal(jobId);
      nudge();
    },
    cancel(jobId) {
      cancelled.add(jobId);
      repos.imports.setState(jobId, 'cancelled');
    },
    resume(jobId) {
      cancelled.delete(jobId);
      const job = repos.imports.get(jobId);
      repos.imports.setState(jobId, job?.source === 'folder' && !job.sealed ? 'scanning' : 'running');
      nudge();
    },
    start: () => loop.start(),
    idle: () => loop.idle(),
    close: () => loop.close(),
  };
}
