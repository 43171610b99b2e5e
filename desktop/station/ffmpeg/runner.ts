import { type ChildProcess, spawn } from 'node:child_process';
import type { Logger } from '../core/log';
import { type Clock, systemClock } from '../core/clock';

export interface ChildSpec {
  /** Short name for logs, e.g. "encoder:mp3". */
  name: string;
  command: string;
  args: readonly string[];
  /** Whether the child gets a stdin pipe (encoders and the live decoder) or none. */
  stdin: boolean;
  /**
   * Run in its own process group and stop the whole group: a shell command (`a | b`) leaves its children holding
   * stdout when only the shell is killed, and the child's 'close' would never come.
   */
  group?: boolean;
  /** A file descriptor the child writes its stdout to, instead of a pipe (a decoder spooling to a file). */
  stdout?: number;
}

export interface Supervised {
  readonly name: string;
  /** The running child, or null between a crash and its restart. */
  current(): ChildProcess | null;
  restarts(): number;
  stop(): Promise<void>;
}

/** Restart delays: fast first (an encoder must be back within a second), then backing off. */
export function backoffMs(attempt: number): number {
  return Math.min(100 * 2 ** attempt, 5_000);
}

const STABLE_MS = 10_000;
const KILL_GRACE_MS = 1_500;

/**
 * The one place that spawns and stops child processes. Every child is tracked so that
 * stopAll() leaves nothing behind; supervised children are restarted with backoff.
 */
/** `clock` measures how long a child lived (a monotonic duration) to tell a stable run from a crash loop. */
export function createRunner(log: Logger, clock: Clock = systemClock) {
  const live = new Set<ChildProcess>();
  // Children spawned as their own process group (ChildSpec.group), signalled as a group.
  const groups = new WeakSet<ChildProcess>();
  const signal = (child: ChildProcess, name: NodeJS.Signals) => {
    if (!groups.has(child) || child.pid === undefined) return void child.kill(name);
    try {
      process.kill(-child.pid, name);
    } catch {
      child.kill(name);
    }
  };

  function spawnChild(spec: ChildSpec): ChildProcess {
    const child = spawn(spec.command, [...spec.args], {
      stdio: [spec.stdin ? 'pipe' : 'ignore', spec.stdout ?? 'pipe', 'pipe'],
      detached: spec.group === true,
    });
    if (spec.group) groups.add(child);
    live.add(child);
    child.once('close', () => live.delete(child));
    child.once('error', (error) => {
      live.delete(child);
      log.warn(`${spec.name} failed to spawn`, { error: error.message });
    });
    // Keep the last lines of stderr: ffmpeg explains its failures there.
    let tail = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString('utf8')).slice(-2_000);
    });
    child.once('exit', (code, signal) => {
      if (code !== 0 && tail.trim())
        log.debug(`${spec.name} stderr`, { signal, tail: tail.trim().split('\n').slice(-3).join(' | ') });
    });
    child.stdin?.on('error', () => {});
    child.stdout?.on('error', () => {});
    return child;
  }

  function stopChild(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null || !live.has(child)) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => signal(child, 'SIGKILL'), KILL_GRACE_MS);
      child.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      child.stdin?.destroy();
      signal(child, 'SIGTERM');
    });
  }

  function supervise(spec: ChildSpec, onStart: (child: ChildProcess) => void): Supervised {
    let child: ChildProcess | null = null;
    let stopped = false;
    let attempt = 0;
    let restarts = 0;
    let timer: NodeJS.Timeout | undefined;

    const start = () => {
      if (stopped) return;
      const startedAt = clock.monotonic();
      const started = spawnChild(spec);
      child = started;
      onStart(started);
      started.once('close', (code, signal) => {
        if (child === started) child = null;
        if (stopped) return;
        if (clock.monotonic() - startedAt > STABLE_MS) attempt = 0;
        const delay = backoffMs(attempt++);
        restarts++;
        log.warn(`${spec.name} exited, restarting`, { code, signal, inMs: delay });
        timer = setTimeout(start, delay);
      });
    };
    start();

    return {
      name: spec.name,
      current: () => child,
      restarts: () => restarts,
      async stop() {
        stopped = true;
        clearTimeout(timer);
        if (child) await stopChild(child);
        child = null;
      },
    };
  }

  return {
    spawn: spawnChild,
    stopChild,
    supervise,
    /** Pids of every child still running (for tests and the no-leftovers check). */
    pids: () => [...live].map((c) => c.pid).filter((pid): pid is number => pid !== undefined),
    async stopAll() {
      await Promise.all([...live].map(stopChild));
    },
  };
}
export type Runner = ReturnType<typeof createRunner>;
