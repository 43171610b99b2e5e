import type pLimit from 'p-limit';
import { plural } from '../../../shared/text/plural';
import type { Logger } from '../core/log';
import type { Actor } from '../repos/admin/audit';
import type { ActiveJob } from '../repos/library/imports';
import { audioFilesIn } from './import-folder';
import { type ImportDeps, importFile } from './import-file';

/** Files found per transaction while a folder is read: a 20,000-file folder is a few dozen writes. */
const SCAN_BATCH = 500;

/** What running a job needs from the import jobs that own it. */
export interface JobRunner {
  ctx: ImportDeps;
  log: Logger;
  limit: ReturnType<typeof pLimit>;
  concurrency: number;
  /** Who started each job in this run of the station. */
  actors: ReadonlyMap<number, Actor>;
  cancelled: ReadonlySet<number>;
  /** Whether the station is stopping. */
  closed(): boolean;
}

/** Reads a folder job's folder into its pending files, a batch per transaction; false when stopped or cancelled. */
async function scan({ ctx, cancelled, closed }: JobRunner, jobId: number, folder: string) {
  const { repos } = ctx;
  let batch: Array<{ path: string; name: string }> = [];
  for await (const file of audioFilesIn(folder, ctx.config.dataDir)) {
    if (closed() || cancelled.has(jobId)) return false;
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

/** Marks a job done once it is sealed and has no file left, with its audit line. */
function finishIfDone({ ctx, log, closed }: JobRunner, job: ActiveJob, by: Actor) {
  const { repos } = ctx;
  const view = repos.imports.get(job.id);
  if (closed() || view?.state !== 'running' || !view.sealed || view.remaining !== 0) return;
  repos.imports.setState(job.id, 'done');
  repos.audit.record(
    by,
    'track.bulk-import',
    `Importación ${job.id} terminada: ${plural(view.done, { one: '# añadida', other: '# añadidas' })}, ${plural(view.skipped, { one: '# ya estaba', other: '# ya estaban' })}, ${view.failed} con problemas`,
  );
  log.info('import finished', { job: job.id, done: view.done, skipped: view.skipped, failed: view.failed });
}

/**
 * Runs a job as far as it goes now: reads its folder if it is still scanning, then imports its pending files, a
 * few at once; says whether there was any file to import.
 */
export async function runImportJob(runner: JobRunner, job: ActiveJob): Promise<boolean> {
  const { ctx, log, limit, concurrency, actors, cancelled, closed } = runner;
  const { repos } = ctx;
  if (job.state === 'scanning' && job.folder) {
    const finished = await scan(runner, job.id, job.folder).catch((error: unknown) => {
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
  while (!closed() && !cancelled.has(job.id)) {
    const file = repos.imports.nextPending(job.id, cursor);
    if (!file) break;
    cursor = file.id;
    worked = true;
    const task: Promise<void> = limit(() => importFile(ctx, log, closed, { file, source: job.source, by })).finally(
      () => inflight.delete(task),
    );
    inflight.add(task);
    if (inflight.size >= concurrency) await Promise.race(inflight);
  }
  await Promise.all(inflight);
  finishIfDone(runner, job, by);
  return worked;
}
