import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { UPLOAD_LIMITS } from '../../../shared/station-rules';
import { UPLOAD_MESSAGES } from '../../../shared/upload-messages';
import type { StationContext } from '../context';
import { Duplicate, IngestError } from '../uploads/ingest-errors';
import type { Actor } from '../repos/audit';
import type { ImportJobs } from './import-jobs-api';
import type { ActiveJob, PendingFile } from '../repos/imports';
import { ingestTrack } from '../uploads/track-ingest';
import { audioFilesIn } from './import-folder';
import { plural } from '../../../shared/plural';

type ImportDeps = Pick<StationContext, 'repos' | 'media' | 'ffmpegPath' | 'log' | 'config'>;

/** Files found per transaction while a folder is read: a 20,000-file folder is a few dozen writes. */
const SCAN_BATCH = 500;
/** Where files dropped in the browser wait for their turn, outside tmp (cleared at start) so a restart keeps them. */
const STAGING_DIR = 'import-staging';

/**
 * One file at a time on a 2-core studio PC: the broadcast's decoders and encoders keep the other core. Bigger
 * machines import a few at once. Analysis (cue points, loudness) stays in the engine's own one-at-a-time queue.
 */
const defaultImportConcurrency = (): number => Math.max(1, Math.floor((os.availableParallelism() - 1) / 2));

const extensionOf = (name: string) =>
  path
    .extname(name)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, '');

/**
 * Bulk import in the background: each file is checked and added exactly as an upload is (content check, duration,
 * tags, content-hash file name), and its result is written to SQLite as it happens, so the progress view reads the
 * database and a restart carries on with the files still pending. A file whose content is already in the library
 * is skipped, not failed.
 */
export function createImportJobs(ctx: ImportDeps, options: { concurrency?: number } = {}): ImportJobs {
  const { repos, media, log: parentLog } = ctx;
  const log = parentLog.child('import');
  const concurrency = options.concurrency ?? defaultImportConcurrency();
  const limit = pLimit(concurrency);
  const stagingRoot = path.join(ctx.config.dataDir, STAGING_DIR);
  const cancelled = new Set<number>();
  const actors = new Map<number, Actor>();
  let closed = false;
  let started = false;
  let wake: (() => void) | undefined;
  let loop: Promise<void> = Promise.resolve();
  let idleWaiters: Array<() => void> = [];

  const nudge = () => {
    wake?.();
    if (started && !closed && !running) loop = pump();
  };
  let running = false;

  async function scan(jobId: number, folder: string) {
    let batch: Array<{ path: string; name: string }> = [];
    for await (const file of audioFilesIn(folder, ctx.config.dataDir)) {
      if (closed || cancelled.has(jobId)) return false;
      batch.push(file);
      if (batch.length >= SCAN_BATCH) {
        repos.imports.addFiles(jobId, batch);
        batch = [];
      }
    }
    repos.imports.addFiles(jobId, batch);
    repos.imports.seal(jobId);
    repos.imports.setState(jobId, 'running');
    return true;
  }

  async function importFile(file: PendingFile, source: 'folder' | 'upload', by: Actor) {
    const temp = media.tempPath(extensionOf(file.path));
    try {
      const size = (await fs.promises.stat(file.path)).size;
      if (size > UPLOAD_LIMITS.audioMaxBytes) {
        repos.imports.finishFile(file.id, { state: 'failed', reason: UPLOAD_MESSAGES.audioTooLarge });
        return;
      }
      // ingestTrack moves its input into the media store: the admin's own folder is only ever read.
      await fs.promises.copyFile(file.path, temp);
      const track = await ingestTrack(ctx, {
        audioPath: temp,
        originalName: path.basename(file.name),
        typed: {},
        // An archive's untagged files are still songs: their file name is the title the admin would type.
        fallbackTitle: path.basename(file.name, path.extname(file.name)).replaceAll('_', ' ').trim().slice(0, 200),
        uploadedBy: by,
        audioField: 'file',
      });
      repos.imports.finishFile(file.id, { state: 'done', trackId: track.id });
    } catch (error) {
      if (closed) return; // interrupted by the stop: still pending, done again at the next start
      repos.imports.finishFile(file.id, problemOf(error));
      if (!(error instanceof IngestError)) log.warn('file not imported', { file: file.name, error: String(error) });
    } finally {
      media.discardTemp(temp);
      if (source === 'upload' && !closed) fs.rmSync(file.path, { force: true });
    }
  }

  async function runJob(job: ActiveJob) {
    if (job.state === 'scanning' && job.folder) {
      const finished = await scan(job.id, job.folder).catch((error: unknown) => {
        log.error('folder could not be read', { error: String(error) });
        repos.imports.seal(job.id);
        repos.imports.setState(job.id, 'running');
        return true;
      });
      if (!finished) return false;
    }
    // After a restart the admin who started it is known by id only: enough for uploadedBy and the audit line.
    const by = actors.get(job.id) ?? { id: job.createdBy, username: 'importación' };
    const inflight = new Set<Promise<void>>();
    let cursor = 0;
    let worked = false;
    while (!closed && !cancelled.has(job.id)) {
      const file = repos.imports.nextPending(job.id, cursor);
      if (!file) break;
      cursor = file.id;
      worked = true;
      const task: Promise<void> = limit(() => importFile(file, job.source, by)).finally(() => inflight.delete(task));
      inflight.add(task);
      if (inflight.size >= concurrency) await Promise.race(inflight);
    }
    await Promise.all(inflight);
    const view = repos.imports.get(job.id);
    if (!closed && view?.state === 'running' && view.sealed && view.remaining === 0) {
      repos.imports.setState(job.id, 'done');
      repos.audit.record(
        by,
        'track.bulk-import',
        `Importación ${job.id} terminada: ${plural(view.done, { one: '# añadida', other: '# añadidas' })}, ${plural(view.skipped, { one: '# ya estaba', other: '# ya estaban' })}, ${view.failed} con problemas`,
      );
      log.info('import finished', { job: job.id, done: view.done, skipped: view.skipped, failed: view.failed });
    }
    return worked;
  }

  async function pump() {
    running = true;
    try {
      while (!closed) {
        let worked = false;
        for (const job of repos.imports.active()) {
          if (closed) break;
          if (await runJob(job)) worked = true;
        }
        if (worked) continue;
        for (const resolve of idleWaiters) resolve();
        idleWaiters = [];
        // Nothing to do until a file arrives, a folder is added, a job is resumed or the station stops.
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    } catch (error) {
      log.error('import loop failed', { error: String(error) });
    } finally {
      running = false;
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    }
  }

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
      const staged = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}${extensionOf(originalName)}`);
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
    start() {
      started = true;
      nudge();
    },
    idle: () =>
      running
        ? new Promise<void>((resolve) => {
            idleWaiters.push(resolve);
            wake?.();
          })
        : Promise.resolve(),
    async close() {
      closed = true;
      wake?.();
      await loop;
    },
  };
}

/** The per-file reason the admin reads: the upload's own message, or a plain one for file-system trouble. */
function problemOf(error: unknown): { state: 'failed' | 'skipped'; reason: string } {
  if (error instanceof IngestError)
    return { state: error instanceof Duplicate ? 'skipped' : 'failed', reason: error.message };
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return { state: 'failed', reason: 'El archivo ya no está en la carpeta.' };
  if (code === 'EACCES' || code === 'EPERM') return { state: 'failed', reason: 'La emisora no puede leer el archivo.' };
  return { state: 'failed', reason: 'No se pudo procesar el archivo.' };
}
