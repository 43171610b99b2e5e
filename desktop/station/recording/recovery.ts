import fs from 'node:fs';
import type { Logger } from '../core/log';
import type { RecordingsRepo } from '../repos/archive/recordings';
import { recordingPath } from './paths';

/**
 * Rows a crash left open: each is finished from its file as it is on disk (the writer only ever appends whole
 * frames, so the file plays). Length from the size at the row's own constant bitrate (the logger's quality when
 * the hour opened, 128 kbps for live shows); end time from the last write.
 */
export function closeInterruptedRecordings(deps: { recordings: RecordingsRepo; root: string; log: Logger }) {
  for (const recording of deps.recordings.open()) {
    let size = 0;
    let endedAt = recording.startedAt;
    try {
      const stat = fs.statSync(recordingPath(deps.root, recording.fileName));
      size = stat.size;
      endedAt = stat.mtime.toISOString();
    } catch {
      // No file at all: finished empty, so the admin sees it and can delete it.
    }
    const durationSec = (size * 8) / (recording.bitrateKbps * 1000);
    deps.recordings.finish(recording.id, endedAt, durationSec, size);
    deps.log.warn('recording interrupted by a stop, kept up to its last write', {
      id: recording.id,
      kind: recording.kind,
      durationSec: Math.round(durationSec),
    });
  }
}
