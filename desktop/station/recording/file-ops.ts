import fs from 'node:fs';

/** The few synchronous file calls a recording makes; tests swap in ones that run out of disk. */
export interface FileOps {
  openSync(file: string): number;
  writeSync(fd: number, data: Buffer, offset: number, length: number): number;
  ftruncateSync(fd: number, length: number): void;
  closeSync(fd: number): void;
}

export const realFileOps: FileOps = {
  openSync: (file) => fs.openSync(file, 'wx'),
  writeSync: (fd, data, offset, length) => fs.writeSync(fd, data, offset, length),
  ftruncateSync: (fd, length) => fs.ftruncateSync(fd, length),
  closeSync: (fd) => fs.closeSync(fd),
};

/** Whether a write failed because the disk (or the user's quota) is full. */
export const isDiskFull = (error: unknown) =>
  (error as NodeJS.ErrnoException)?.code === 'ENOSPC' || (error as NodeJS.ErrnoException)?.code === 'EDQUOT';
