import fs from 'node:fs';
import path from 'node:path';
import { ARCHIVE_DB } from './manifest';
import { RestoreError } from './restore-error';
import { dateOf, systemClock } from '../core/clock';

/**
 * Written last into a staging folder, once everything in it is verified: the folder is a backup waiting to be swapped
 * in. A staging folder without it is an unpack that was cut short, never used.
 */
export const READY_MARKER = 'restore-ready.json';

/** What the ready marker says about the backup it vouches for. */
export interface StagedBackup {
  /** The archive it was unpacked from (a path on the station's machine). */
  archive: string;
  /** When the backup was made (its manifest). */
  createdAt: string;
  /** Files in the backup. */
  files: number;
  /** Who asked for it (the admin's user name), or null for --restore. */
  requestedBy: string | null;
  requestedAt: string;
}

/**
 * `<data>.<what>-<time>`: the folders a restore keeps beside the data folder, named so they sort by time. A name
 * already taken (a second restore within the same second) gets `-2`, `-3`…: an earlier copy is never overwritten.
 */
export function besideData(target: string, what: 'restoring' | 'before-restore', now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const base = path.join(path.dirname(target), `${path.basename(target)}.${what}-${stamp}`);
  let name = base;
  for (let n = 2; fs.existsSync(name); n++) name = `${base}-${n}`;
  return name;
}

/** Marks a verified staging folder as ready to be swapped in. */
export function markReady(staging: string, backup: StagedBackup): void {
  // Written beside, then renamed: a marker is either whole or absent.
  const part = path.join(staging, `${READY_MARKER}.part`);
  fs.writeFileSync(part, `${JSON.stringify(backup, null, 2)}\n`);
  fs.renameSync(part, path.join(staging, READY_MARKER));
}

function readyBackup(staging: string): StagedBackup | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(staging, READY_MARKER), 'utf8')) as StagedBackup;
  } catch {
    return null;
  }
}

/**
 * Moves a verified staging folder into place; returns where the old data went (null if there was none). Every step
 * can be cut (a crash, a power cut) and taken up again by the next start from what is on the disk: the data folder
 * is renamed aside whole and the staged one renamed in, or, into an empty data folder (a mount point keeps its own
 * permissions), moved entry by entry with the ready marker last, so a staging folder with the marker but without its
 * database is one half moved in.
 */
export function swapIn(staging: string, target: string, previous: string): string | null {
  const existing = fs.statSync(target, { throwIfNoEntry: false });
  // The marker has done its work once the folder is the data folder (one left by a cut here is never read again).
  const settled = () => fs.rmSync(path.join(target, READY_MARKER), { force: true });
  if (!existing) {
    fs.renameSync(staging, target);
    settled();
    return null;
  }
  if (!existing.isDirectory()) throw new RestoreError(`${target} exists and is not a directory`, 'target');
  const halfMoved = !fs.existsSync(path.join(staging, ARCHIVE_DB));
  if (halfMoved || fs.readdirSync(target).length === 0) {
    const entries = fs.readdirSync(staging).filter((entry) => entry !== READY_MARKER);
    for (const entry of entries) fs.renameSync(path.join(staging, entry), path.join(target, entry));
    fs.rmSync(path.join(staging, READY_MARKER), { force: true });
    fs.rmdirSync(staging);
    return null;
  }
  fs.renameSync(target, previous);
  try {
    fs.renameSync(staging, target);
  } catch (error) {
    fs.renameSync(previous, target);
    throw error;
  }
  settled();
  return previous;
}

export interface AppliedRestore extends StagedBackup {
  /** Where the data that was there before now lives. */
  previous: string | null;
}

/**
 * At start, before anything opens the data folder: swaps in the newest verified backup an admin asked for (the
 * station restarted to apply it), and clears staging folders that were never finished or were superseded. Null when
 * there was nothing to apply. `discard`: clear them all (a --restore of the operator's applies instead).
 */
export function applyStagedRestore(
  dataDir: string,
  { now = dateOf(systemClock), discard = false }: { now?: Date; discard?: boolean } = {},
): AppliedRestore | null {
  const target = path.resolve(dataDir);
  const prefix = `${path.basename(target)}.restoring-`;
  const parent = path.dirname(target);
  const stagings = fs.existsSync(parent)
    ? fs
        .readdirSync(parent)
        .filter((name) => name.startsWith(prefix))
        .sort()
        .map((name) => path.join(parent, name))
    : [];
  const ready = stagings.filter((dir) => readyBackup(dir) !== null);
  // The operator's own --restore wins over one an admin asked for: the admin's is then dropped, not swapped in first.
  const chosen = discard ? undefined : ready.at(-1);
  for (const dir of stagings) if (dir !== chosen) fs.rmSync(dir, { recursive: true, force: true });
  if (!chosen) return null;
  const backup = readyBackup(chosen)!;
  return { ...backup, previous: swapIn(chosen, target, besideData(target, 'before-restore', now)) };
}
