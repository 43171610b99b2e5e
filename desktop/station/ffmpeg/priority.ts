import os from 'node:os';

/**
 * Background ffmpeg work (analysis, imports) runs at a lower CPU priority than the encoders and decoders that keep
 * the station on air: on a 2-core studio PC a loudness scan must lose every contest for the CPU. Works on Windows
 * too (Node maps it to a priority class). A child that already ended, or a system that refuses, is left as it is.
 */
export function lowerPriority(pid: number | undefined, niceness = 10): void {
  if (pid === undefined) return;
  try {
    // Only ever lower: never above the station itself (started at nice 19, as `npm test` runs it, it stays there),
    // nor above where the child already is.
    os.setPriority(pid, Math.max(niceness, os.getPriority(), os.getPriority(pid)));
  } catch {
    // the child is gone or the OS refuses: nothing to lower
  }
}
