import { spawn } from 'node:child_process';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { lowerPriority } from './priority';

describe('lowerPriority', () => {
  it('lowers a running child below the station (nice 10) and ignores one that is gone', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'], { stdio: 'ignore' });
    try {
      expect(os.getPriority(child.pid!)).toBe(os.getPriority());
      lowerPriority(child.pid);
      expect(os.getPriority(child.pid!)).toBe(Math.max(10, os.getPriority()));
      // The decoders' own level, and never back above the station's (a station started at nice 19 stays there).
      lowerPriority(child.pid, 15);
      expect(os.getPriority(child.pid!)).toBe(Math.max(15, os.getPriority()));
      lowerPriority(child.pid, 5);
      expect(os.getPriority(child.pid!)).toBe(Math.max(15, os.getPriority()));
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    expect(() => lowerPriority(child.pid)).not.toThrow();
    expect(() => lowerPriority(undefined)).not.toThrow();
  });
});
