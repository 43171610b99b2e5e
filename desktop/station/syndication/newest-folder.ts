import fs from 'node:fs';
import path from 'node:path';
import { type FSWatcher, watch } from 'chokidar';
import type { ClockEvent } from '../../../shared/schemas/music/clocks';
import type { StationContext } from '../core/context';
import { extensionOf } from '../library/import-file';
import type { NewestFile } from '../repos/programming/newest-files';
import { deleteTrack } from '../uploads/media-removal';
import { Duplicate, IngestError } from '../uploads/ingest-errors';
import { ingestTrack } from '../uploads/track-ingest';

type FolderCtx = Pick<StationContext, 'repos' | 'media' | 'ffmpegPath' | 'clock' | 'log' | 'events' | 'db'>;

const AUDIO_FILE = /\.(mp3|wav|ogg|oga|flac)$/i;
/** Who files the news in the library (the audit and the track's uploader). */
const NEWS_ACTOR = { id: 0, username: 'carpeta de noticias' };

/** The folders the hour clocks' "newest file" events read. */
export function newestFileFolders(clocks: ReadonlyArray<{ events: readonly ClockEvent[] }>): string[] {
  const folders = new Set<string>();
  for (const clock of clocks)
    for (const e of clock.events)
      if (e.type === 'hard' && e.event.type === 'newest-file' && e.event.folder !== undefined)
        folders.add(e.event.folder);
  return [...folders];
}

/**
 * A folder's newest audio file by its modification time, what a station copying the news in (or another's share)
 * keeps up to date whatever the file is called; of two with the same time, the later name. Hidden files and
 * partial copies (no audio extension yet) are not candidates.
 */
async function newestIn(folder: string): Promise<{ name: string; modifiedAt: number; size: number } | null> {
  let names: string[];
  try {
    names = await fs.promises.readdir(folder);
  } catch {
    return null;
  }
  let best: { name: string; modifiedAt: number; size: number } | null = null;
  for (const name of names) {
    if (name.startsWith('.') || !AUDIO_FILE.test(name)) continue;
    const stat = await fs.promises.stat(path.join(folder, name)).catch(() => null);
    if (!stat?.isFile()) continue;
    const modifiedAt = Math.floor(stat.mtimeMs);
    if (!best || modifiedAt > best.modifiedAt || (modifiedAt === best.modifiedAt && name > best.name))
      best = { name, modifiedAt, size: stat.size };
  }
  return best;
}

/**
 * Keeps the newest file of every folder a clock's "newest file" event names filed in the library ahead of its
 * minute: the library's kind of watcher (chokidar, a file taken only once its copy has finished) sees a file arrive,
 * the newest one is checked like an upload and filed as a show's file, and the library's analysis measures it, so at
 * the mark the planner only reads a row. The file a newer one replaced is removed from the library at the next
 * replacement (by then it has long left the air).
 */
export function startNewestFolders(ctx: FolderCtx) {
  const log = ctx.log.child('newest-file');
  // By the path the watcher reports (resolved), the folder as the clock names it.
  const watched = new Map<string, string>();
  const previous = new Map<string, number>();
  let queue = Promise.resolve();
  const watcher: FSWatcher = watch([], {
    depth: 0,
    ignoreInitial: false,
    ignored: (p) => path.basename(p).startsWith('.'),
    awaitWriteFinish: { stabilityThreshold: 500, pollInterval: 100 },
  });

  async function file(folder: string, found: { name: string; modifiedAt: number; size: number }) {
    const row: Omit<NewestFile, 'ready' | 'markAt'> = {
      folder,
      fileName: found.name,
      ...found,
      trackId: null,
      reason: null,
    };
    const known = ctx.repos.newestFiles.get(folder);
    ctx.repos.newestFiles.put(row);
    const temp = ctx.media.tempPath(extensionOf(found.name));
    try {
      await fs.promises.copyFile(path.join(folder, found.name), temp);
      const track = await ingestTrack(ctx, {
        audioPath: temp,
        originalName: found.name,
        typed: { title: found.name.slice(0, 200), artist: path.basename(folder).slice(0, 200) },
        uploadedBy: NEWS_ACTOR,
        audioField: 'file',
        kind: 'show',
      });
      ctx.repos.newestFiles.put({ ...row, trackId: track.id });
      retire(folder, known?.trackId ?? null, track.id);
    } catch (error) {
      // The same news copied in again under a new time: the track filed for it before airs.
      const again = error instanceof Duplicate && known?.trackId != null ? known.trackId : null;
      const reason = error instanceof IngestError ? error.message : 'No se pudo leer el archivo.';
      ctx.repos.newestFiles.put({ ...row, trackId: again, reason: again === null ? reason : null });
      if (again === null) log.warn('newest file not filed', { folder, file: found.name, reason });
    } finally {
      ctx.media.discardTemp(temp);
    }
  }

  /** The replaced file's track is kept one replacement more (it may still be on air), then removed. */
  function retire(folder: string, replaced: number | null, current: number) {
    const older = previous.get(folder);
    if (older !== undefined && older !== current && older !== replaced) {
      const track = ctx.repos.tracks.get(older);
      if (track) deleteTrack(ctx, track);
    }
    if (replaced !== null && replaced !== current) previous.set(folder, replaced);
  }

  async function refresh(folder: string) {
    const found = await newestIn(folder);
    if (!found) return;
    const known = ctx.repos.newestFiles.get(folder);
    if (known?.fileName === found.name && known.modifiedAt === found.modifiedAt && known.size === found.size) return;
    await file(folder, found);
  }

  const enqueue = (folder: string) => {
    queue = queue
      .then(() => refresh(folder))
      .catch((error: unknown) => log.error('newest file failed', { folder, error: String(error) }));
  };

  /** Watches the folders the clocks name now (a clock edited to another folder moves the watch). */
  function follow() {
    const wanted = new Map(newestFileFolders(ctx.repos.clocks.list()).map((f) => [path.resolve(f), f]));
    for (const [resolved, folder] of watched)
      if (wanted.get(resolved) !== folder) {
        watched.delete(resolved);
        void watcher.unwatch(resolved);
      }
    for (const [resolved, folder] of wanted)
      if (!watched.has(resolved)) {
        watched.set(resolved, folder);
        watcher.add(resolved);
        enqueue(folder);
      }
  }

  const onChange = (file: string) => {
    const folder = watched.get(path.resolve(path.dirname(file)));
    if (folder !== undefined) enqueue(folder);
  };
  watcher.on('add', onChange).on('change', onChange).on('unlink', onChange);
  watcher.on('error', (error) => log.error('newest file watcher error', { error: String(error) }));
  const subscription = ctx.events.programming.event(() => follow());
  follow();

  return {
    /** Resolves when every change seen so far has been handled. */
    idle: () => queue,
    async close() {
      subscription.dispose();
      await watcher.close();
      await queue;
    },
  };
}
export type NewestFolders = ReturnType<typeof startNewestFolders>;
