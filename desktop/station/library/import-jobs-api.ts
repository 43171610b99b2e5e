import type { Actor } from '../repos/admin/audit';

/** The bulk imports as the routes and the station see them (import-jobs.ts runs them). */
export interface ImportJobs {
  /** Registers a folder import (already checked by checkImportFolder) and starts reading it in the background. */
  startFolder(folder: string, by: Actor): number;
  /** An import the browser fills with dropped files, one request each; sealed when the last one is sent. */
  startUpload(by: Actor): number;
  /** Moves an uploaded temp file into the job's staging folder and queues it. */
  addUpload(jobId: number, tempFile: string, originalName: string): void;
  seal(jobId: number): void;
  cancel(jobId: number): void;
  resume(jobId: number): void;
  /** Picks up jobs a restart interrupted. */
  start(): void;
  /** Resolves when there is nothing left to do right now (tests). */
  idle(): Promise<void>;
  /** Lets the files in progress finish, then stops; unfinished jobs resume at the next start. */
  close(): Promise<void>;
}
