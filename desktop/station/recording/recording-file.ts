import fs from 'node:fs';
import type { RecordingKind } from '../../../shared/schemas/archive/recordings';
import type { Runner } from '../ffmpeg/runner';
import type { Logger } from '../core/log';
import type { RecordingsRepo } from '../repos/archive/recordings';
import type { FileOps } from './file-ops';
import { type Mp3File, openMp3File } from './mp3-file';
import { newRecordingFile, recordingPath } from './paths';

// The row's size and length follow the file this often, so a crash leaves a row that is nearly right.
const PROGRESS_EVERY_MS = 10_000;

export interface RecordingDeps {
  runner: Runner;
  ffmpegPath: string;
  root: string;
  /** The station's zone: file names read as the page shows the times. */
  timeZone: string;
  recordings: RecordingsRepo;
  log: Logger;
  /** The station's wall clock in ms: when a failed recording ended. */
  now: () => number;
  fileOps?: FileOps;
  /** A recording stopped on its own (disk full, encoder gone). */
  onFailure(kind: RecordingKind, reason: string): void;
  /** A recording opened: recording works again. */
  onOpened?(kind: RecordingKind): void;
}

/** How a recording is encoded: its CBR bitrate (kept on the row) and the encoder's arguments. */
export interface RecordingEncoding {
  bitrateKbps: number;
  args: string[];
}

/**
 * One recording: its MP3 file and its row, opened together and finished together. Without `encoding`, the air's
 * quality (live shows, which become podcasts); the logger passes its own.
 */
export function openRecording(
  deps: RecordingDeps,
  kind: RecordingKind,
  title: string,
  startedAt: Date,
  encoding?: RecordingEncoding,
) {
  const fileName = newRecordingFile(deps.root, kind, startedAt, deps.timeZone);
  let closing: Promise<void> | null = null;
  const opened: Mp3File = openMp3File({
    runner: deps.runner,
    ffmpegPath: deps.ffmpegPath,
    file: recordingPath(deps.root, fileName),
    name: `recorder:${kind}`,
    fileOps: deps.fileOps,
    ...(encoding ? { encoderArgs: encoding.args } : {}),
    onFailure: (reason) => {
      deps.log.error('recording stopped', { kind, reason, file: fileName });
      deps.onFailure(kind, reason);
      void close(new Date(deps.now()));
    },
  });
  let id: number;
  try {
    id = deps.recordings.create({
      kind,
      title,
      fileName,
      startedAt: startedAt.toISOString(),
      ...(encoding ? { bitrateKbps: encoding.bitrateKbps } : {}),
    });
  } catch (error) {
    // No row (database locked by another program): no file either, and no encoder left running.
    void opened.close().then(() => fs.rmSync(recordingPath(deps.root, fileName), { force: true }));
    throw error;
  }
  deps.onOpened?.(kind);
  const timer = setInterval(() => {
    try {
      deps.recordings.progress(id, opened.durationSec(), opened.bytes());
    } catch (error) {
      deps.log.warn('could not update the recording row', { error: (error as Error).message });
    }
  }, PROGRESS_EVERY_MS);
  timer.unref();

  function close(endedAt: Date): Promise<void> {
    closing ??= (async () => {
      clearInterval(timer);
      const result = await opened.close();
      // The recorded length, not the wall-clock span: what the file holds is what plays back.
      deps.recordings.finish(id, endedAt.toISOString(), result.durationSec, result.bytes);
      deps.log.info('recording finished', {
        kind,
        id,
        durationSec: Math.round(result.durationSec),
        ...(result.failure ? { failure: result.failure } : {}),
      });
    })().catch((error) => deps.log.error('could not finish a recording', { error: (error as Error).message }));
    return closing;
  }

  return {
    id,
    kind,
    startedAt,
    write: (frame: Buffer) => opened.write(frame),
    closed: () => closing !== null,
    close,
  };
}
export type OpenRecording = ReturnType<typeof openRecording>;
