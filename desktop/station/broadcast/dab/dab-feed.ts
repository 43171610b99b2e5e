import type { DabState } from '../../../../shared/schemas/broadcast/dab';
import { isoNow } from '../../core/clock';
import type { StationContext } from '../../core/context';
import type { Logger } from '../../core/log';
import type { OnAirItem } from '../on-air/on-air-item';
import { createRdsHold } from '../rds/rds-hold';
import { dabSettingsInForce, dabSourcesFor } from './dab-sources';
import { dlsFileText } from './dls-file';
import { type DlsLabel, dlsLabel } from './dls-text';
import { replaceFile } from './replace-file';
import { createSlideFolder } from './slide-folder';

type Ctx = Pick<StationContext, 'repos' | 'config' | 'events' | 'clock' | 'plannerData' | 'media' | 'ffmpegPath'>;

/** The two files' side of what the admin sees (the audio pipe's is the outputs'). */
type FilesState = Omit<DabState, 'audio'>;

const EMPTY: FilesState = {
  dls: { path: null, text: null, tags: [], writtenAt: null, error: null },
  slide: { dir: null, file: null, source: null, bytes: null, writtenAt: null, error: null },
};

/** Why a file could not be written, in the admin's words (the system's message stays in the log). */
function writeError(error: Error, where: string): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return `No existe la carpeta donde va ${where}.`;
  if (code === 'EACCES' || code === 'EPERM') return `Sin permiso para escribir en ${where}.`;
  if (code === 'ENOSPC') return 'El disco está lleno.';
  return `No se pudo escribir en ${where}: ${error.message}`;
}

const sameLabel = (a: DlsLabel | null, b: DlsLabel) =>
  a !== null && a.text === b.text && JSON.stringify(a.tags) === JSON.stringify(b.tags);

/**
 * The DAB+ programme-associated data for ODR-PadEnc: the DLS text file and the slides folder, rewritten whole as
 * each item reaches the transmitter (after the same hold as RDS: the air output's delay), followed by settings
 * changes. Never blocks the air: writes run one at a time behind it, and a burst of changes writes only the last.
 */
export function createDabFeed(ctx: Ctx, log: Logger, airHoldMs: () => number = () => 0) {
  const slides = createSlideFolder(ctx.ffmpegPath);
  let state: FilesState = EMPTY;
  let onAir: OnAirItem | null = null;
  let lastLabel: DlsLabel | null = null;
  let toggle = false;
  let running = false;
  const queue = { pending: false, busy: Promise.resolve() };

  async function writeDls(path: string, label: DlsLabel) {
    if (!sameLabel(lastLabel, label)) toggle = !toggle;
    lastLabel = label;
    try {
      await replaceFile(path, dlsFileText(label, toggle));
      state = {
        ...state,
        dls: { path, text: label.text, tags: label.tags, writtenAt: isoNow(ctx.clock), error: null },
      };
    } catch (error) {
      log.warn('DLS file not written', { error: (error as Error).message });
      state = { ...state, dls: { ...state.dls, path, error: writeError(error as Error, path) } };
    }
  }

  async function writeSlide(dir: string, item: OnAirItem | null) {
    const { picture } = dabSourcesFor(ctx, item);
    if (!picture) return;
    try {
      const { slide, fresh } = await slides.show(dir, picture);
      const writtenAt = fresh ? isoNow(ctx.clock) : state.slide.writtenAt;
      state = {
        ...state,
        slide: { dir, file: slide.file, source: picture.source, bytes: slide.bytes, writtenAt, error: null },
      };
    } catch (error) {
      log.warn('DAB+ slide not written', { error: (error as Error).message });
      state = { ...state, slide: { ...state.slide, dir, error: writeError(error as Error, dir) } };
    }
  }

  async function write() {
    const settings = dabSettingsInForce(ctx);
    const item = running ? onAir : null;
    const label = dlsLabel(item, settings, dabSourcesFor(ctx, item).programme);
    if (settings.dlsFile) await writeDls(settings.dlsFile, label);
    else state = { ...state, dls: EMPTY.dls };
    if (settings.slidesDir && running) await writeSlide(settings.slidesDir, item);
    else {
      await slides.clear().catch(() => undefined);
      state = { ...state, slide: { ...EMPTY.slide, dir: settings.slidesDir || null } };
    }
  }

  /** Writes what is current once the write before is done; changes meanwhile fold into that one write. */
  function refresh() {
    if (queue.pending) return;
    queue.pending = true;
    queue.busy = queue.busy
      .then(() => {
        queue.pending = false;
        return write();
      })
      // What went wrong is in the state the admin reads; the next change tries again.
      .catch((error: Error) => log.warn('DAB+ data not written', { error: error.message }));
  }

  const hold = createRdsHold({
    holdMs: airHoldMs,
    release: (item) => {
      onAir = item;
      refresh();
    },
    now: ctx.clock.monotonic,
  });
  const subscription = ctx.events.settings.event(() => refresh());

  return {
    start() {
      running = true;
      refresh();
    },
    stop() {
      running = false;
      hold.clear();
      onAir = null;
      refresh();
    },
    onAir: (item: OnAirItem) => hold.push(item),
    state: (): FilesState => state,
    /** Resolves once every write asked for so far is on disk (for the admin's answer and for tests). */
    settled: () => queue.busy,
    dispose() {
      subscription.dispose();
      hold.clear();
    },
  };
}
export type DabFeed = ReturnType<typeof createDabFeed>;
