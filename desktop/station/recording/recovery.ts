import fs from 'node:fs';
import { AUDIO } from '../../../shared/constants';
import type { Logger } from '../log';
import type { RecordingsRepo } from '../repos/recordings';
import { recordingPath } from './paths';

/**
 * Rows a crash left open: each is finished from its file as it is on disk (the writer only ever appends whole
 * frames, so the file plays). Length from the size at the constant bitrate; end time from the last write.
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
    const durationSec = (size * 8) / (AUDIO.mp3BitrateKbps * 1000);
    deps.recordings.finish(recording.id, endedAt, durationSec, size);
    deps.log.warn('recording interrupted by a stop, kept up to its last write', {
      id: recording.id,
      kind: recording.kind,
      durationSec: Math.round(durationSec),
    });
  }
}
