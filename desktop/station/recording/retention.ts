import fs from 'node:fs';
import type { LoggerSettings } from '../../../shared/schemas/archive/recordings';
import type { Logger } from '../core/log';
import type { RecordingsRepo, StoredRecording } from '../repos/archive/recordings';
import { recordingPath } from './paths';

const DAY_MS = 86_400_000;

/**
 * The logger's hours past their retention, then the oldest ones while the logger is over its disk budget.
 * Live recordings are never pruned: they are the shows, kept until an admin deletes them. An hour an episode
 * still uses stays (the episode's own file does not depend on it, but deleting it would fail the foreign key).
 */
export function pruneLogger(
  deps: { recordings: RecordingsRepo; root: string; log: Logger },
  settings: LoggerSettings,
  nowMs: number,
): StoredRecording[] {
  const { recordings } = deps;
  const removed: StoredRecording[] = [];
  const drop = (recording: StoredRecording) => {
    if (recordings.episodesUsing(recording.id) > 0) return false;
    fs.rmSync(recordingPath(deps.root, recording.fileName), { force: true });
    recordings.remove(recording.id);
    removed.push(recording);
    return true;
  };
  if (settings.loggerRetentionDays > 0) {
    const cutoff = new Date(nowMs - settings.loggerRetentionDays * DAY_MS).toISOString();
    for (const recording of recordings.loggerStartedBefore(cutoff)) drop(recording);
  }
  let used = recordings.bytes('logger');
  for (const recording of recordings.loggerOldestFirst()) {
    if (used <= settings.loggerBudgetBytes) break;
    if (drop(recording)) used -= recording.sizeBytes;
  }
  if (removed.length > 0)
    deps.log.info('logger hours removed', { count: removed.length, oldest: removed[0]!.startedAt });
  return removed;
}
