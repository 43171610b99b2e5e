import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SmallDisk {
  /** The mount point (a temp folder). */
  dir: string;
  /** Why a tmpfs cannot be mounted here ('' when it is mounted): tests then skip with the reason. */
  cannotMount: string;
  /** Unmounts it and removes the folder. */
  remove(): void;
}

/**
 * A real small disk for a station's data dir: a tmpfs of `size` ("8m"), to fill up for real. Mounting needs root
 * (CAP_SYS_ADMIN); elsewhere `cannotMount` says why and the caller skips.
 */
export function smallDisk(name: string, size: string): SmallDisk {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `emisora-${name}-`));
  let cannotMount = '';
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    cannotMount = String((error as { stderr?: Buffer }).stderr ?? error).trim();
    fs.rmSync(dir, { recursive: true, force: true });
    console.warn(`${name}: skipped, a tmpfs cannot be mounted here (${cannotMount}). Run as root to include it.`);
  }
  return {
    dir,
    cannotMount,
    remove() {
      if (!cannotMount) execFileSync('umount', ['-l', dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
