import fs from 'node:fs';
import path from 'node:path';
import { type FSWatcher, watch } from 'chokidar';
import { UPLOAD_LIMITS } from '../../../shared/station/station-rules';
import type { StationContext } from '../core/context';
import { IngestError } from '../uploads/ingest-errors';
import { ingestTrack } from '../uploads/track-ingest';
import { UPLOAD_MESSAGES } from '../../../shared/text/upload-messages';

const INBOX_DIR = 'inbox';
export const REJECTED_DIR = 'rechazados';
/** The library's own account for files that arrive through the inbox folder. */
const INBOX_ACTOR = { id: 0, username: 'carpeta de entrada' };

export interface Inbox {
  dir: string;
  /** Resolves when every file seen so far has been handled. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * <data>/inbox: audio files a volunteer drops there (from the studio PC's file manager) join the
 * library through the same content checks as an upload. Accepted files leave the inbox; refused
 * ones move to inbox/rechazados with a .txt saying why, so nothing is silently lost.
 */
export function startInbox(
  ctx: Pick<StationContext, 'config' | 'log' | 'repos' | 'media' | 'ffmpegPath' | 'clock'>,
): Inbox {
  const dir = path.join(ctx.config.dataDir, INBOX_DIR);
  const rejectedDir = path.join(dir, REJECTED_DIR);
  fs.mkdirSync(rejectedDir, { recursive: true });
  const log = ctx.log.child('inbox');
  let queue = Promise.resolve();

  const reject = (file: string, reason: string) => {
    const target = path.join(rejectedDir, path.basename(file));
    fs.renameSync(file, target);
    fs.writeFileSync(`${target}.txt`, `${reason}\n`);
    log.warn('file refused', { file: path.basename(file), reason });
  };

  async function handle(file: string) {
    if (!fs.existsSync(file)) return;
    const size = fs.statSync(file).size;
    if (size > UPLOAD_LIMITS.audioMaxBytes) return reject(file, UPLOAD_MESSAGES.audioTooLarge);
    // Work on a copy in tmp: ingestTrack moves its input into the media store.
    const temp = ctx.media.tempPath(
      path
        .extname(file)
        .toLowerCase()
        .replace(/[^.a-z0-9]/g, ''),
    );
    fs.copyFileSync(file, temp);
    try {
      const track = await ingestTrack(ctx, {
        audioPath: temp,
        originalName: path.basename(file),
        typed: {},
        uploadedBy: INBOX_ACTOR,
        audioField: 'file',
      });
      fs.rmSync(file, { force: true });
      ctx.repos.audit.record(null, 'track.create', `«${track.title}» añadida desde la carpeta de entrada`);
      log.info('track added', { title: track.title, artist: track.artist });
    } catch (error) {
      // A refusal (not audio, duplicate, …) is the file's fault: its reason goes beside it. Anything else is ours.
      reject(file, error instanceof IngestError ? error.message : 'No se pudo procesar el archivo.');
      if (!(error instanceof IngestError)) log.error('inbox import failed', { error: (error as Error).message });
    } finally {
      ctx.media.discardTemp(temp);
    }
  }

  const watcher: FSWatcher = watch(dir, {
    depth: 0,
    ignoreInitial: false,
    ignored: (p) => p.startsWith(rejectedDir) || path.basename(p).startsWith('.'),
    // A file still being copied in is not touched until its size has been stable for a second.
    awaitWriteFinish: { stabilityThreshold: 1_000, pollInterval: 200 },
  });
  watcher.on('add', (file) => {
    queue = queue
      .then(() => handle(file))
      .catch((error: unknown) => log.error('inbox error', { error: String(error) }));
  });
  watcher.on('error', (error) => log.error('inbox watcher error', { error: String(error) }));

  return {
    dir,
    idle: () => queue,
    async close() {
      await watcher.close();
      await queue;
    },
  };
}
