import type {
  ImportFileState,
  ImportJob,
  ImportJobState,
  ImportProblem,
} from '../../../../shared/schemas/library/imports';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';
import { type Clock, isoNow, systemClock } from '../../core/clock';

interface JobRow {
  id: number;
  source: 'folder' | 'upload';
  folder: string | null;
  state: ImportJobState;
  sealed: number;
  created_by: number;
  created_at: string;
  finished_at: string | null;
}

export interface PendingFile {
  id: number;
  jobId: number;
  path: string;
  name: string;
}

export interface ActiveJob {
  id: number;
  source: 'folder' | 'upload';
  folder: string | null;
  state: ImportJobState;
  createdBy: number;
}

/** How many problems the progress view lists; the counts cover every file. */
const PROBLEMS_SHOWN = 200;

/** Import jobs and the state of each of their files (migration 9): what makes an import resumable. */
export function createImportsRepo(db: Db, publish: Pick<ChangePublisher, 'transaction'>, clock: Clock = systemClock) {
  const insertJob = db.prepare<{ source: string; folder: string | null; state: string; by: number }>(
    'INSERT INTO import_jobs (source, folder, state, created_by) VALUES (@source, @folder, @state, @by)',
  );
  const jobById = db.prepare<[number], JobRow>('SELECT * FROM import_jobs WHERE id = ?');
  const recentJobs = db.prepare<[number], JobRow>('SELECT * FROM import_jobs ORDER BY id DESC LIMIT ?');
  const activeJobs = db.prepare<[], JobRow>(
    "SELECT * FROM import_jobs WHERE state IN ('scanning','running') ORDER BY id",
  );
  const setState = db.prepare<[string, string | null, number]>(
    'UPDATE import_jobs SET state = ?, finished_at = ? WHERE id = ?',
  );
  const seal = db.prepare<[number]>('UPDATE import_jobs SET sealed = 1 WHERE id = ?');
  const counts = db.prepare<[number], { state: ImportFileState; n: number }>(
    'SELECT state, COUNT(*) AS n FROM import_files WHERE job_id = ? GROUP BY state',
  );
  const problems = db.prepare<[number, number], ImportProblem>(
    "SELECT name, state, COALESCE(reason, '') AS reason FROM import_files WHERE job_id = ? AND state IN ('failed','skipped') ORDER BY id DESC LIMIT ?",
  );
  const insertFile = db.prepare<{ jobId: number; path: string; name: string }>(
    'INSERT OR IGNORE INTO import_files (job_id, path, name) VALUES (@jobId, @path, @name)',
  );
  const nextPending = db.prepare<[number, number], { id: number; job_id: number; path: string; name: string }>(
    "SELECT id, job_id, path, name FROM import_files WHERE job_id = ? AND state = 'pending' AND id > ? ORDER BY id LIMIT 1",
  );
  const finishFile = db.prepare<{ id: number; state: string; reason: string | null; trackId: number | null }>(
    'UPDATE import_files SET state = @state, reason = @reason, track_id = @trackId WHERE id = @id',
  );
  // Through the publisher, so a library write made inside it would still be published after the commit.
  const addFiles = publish.transaction((jobId: number, files: ReadonlyArray<{ path: string; name: string }>) => {
    for (const file of files) insertFile.run({ jobId, ...file });
  });

  function view(row: JobRow): ImportJob {
    const byState: Record<ImportFileState, number> = { pending: 0, done: 0, failed: 0, skipped: 0 };
    for (const { state, n } of counts.all(row.id)) byState[state] = n;
    return {
      id: row.id,
      source: row.source,
      folder: row.folder,
      state: row.state,
      sealed: row.sealed === 1,
      total: byState.pending + byState.done + byState.failed + byState.skipped,
      done: byState.done,
      failed: byState.failed,
      skipped: byState.skipped,
      remaining: byState.pending,
      createdAt: row.created_at,
      finishedAt: row.finished_at,
      problems: problems.all(row.id, PROBLEMS_SHOWN),
    };
  }

  return {
    create(input: { source: 'folder' | 'upload'; folder: string | null; createdBy: number }): number {
      const state = input.source === 'folder' ? 'scanning' : 'running';
      return Number(
        insertJob.run({ source: input.source, folder: input.folder, state, by: input.createdBy }).lastInsertRowid,
      );
    },
    get: (id: number): ImportJob | undefined => {
      const row = jobById.get(id);
      return row ? view(row) : undefined;
    },
    recent: (limit = 10): ImportJob[] => recentJobs.all(limit).map(view),
    /** Jobs a restart must pick up again (still reading their folder, or with files left). */
    active: (): ActiveJob[] =>
      activeJobs.all().map((row) => ({
        id: row.id,
        source: row.source,
        folder: row.folder,
        state: row.state,
        createdBy: row.created_by,
      })),
    setState: (id: number, state: ImportJobState) =>
      setState.run(state, state === 'done' || state === 'cancelled' ? isoNow(clock) : null, id),
    seal: (id: number) => seal.run(id),
    /** Adds files in one transaction; a path already in the job is ignored (a rescan after a restart). */
    addFiles: (jobId: number, files: ReadonlyArray<{ path: string; name: string }>) => addFiles(jobId, files),
    /** The next file to import after `afterId` (files are taken in the order they were found). */
    nextPending(jobId: number, afterId: number): PendingFile | undefined {
      const row = nextPending.get(jobId, afterId);
      return row ? { id: row.id, jobId: row.job_id, path: row.path, name: row.name } : undefined;
    },
    finishFile: (
      id: number,
      result: { state: Exclude<ImportFileState, 'pending'>; reason?: string; trackId?: number },
    ) => finishFile.run({ id, state: result.state, reason: result.reason ?? null, trackId: result.trackId ?? null }),
  };
}
