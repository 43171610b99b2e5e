import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StationContext } from '../context';
import type { Logger } from '../log';
import type { FromSeeder, ToSeeder } from './seed-messages';
import { demoWanted } from './seed-state';

/** After asking the seeding process to stop: its ffmpeg jobs are killed at once, so it is normally gone well before. */
const STOP_GRACE_MS = 3_000;

/**
 * The seeding process's entry: beside this module when run from source (through tsx, as the tests and
 * `npm run bench:*` do); out/main/seed-demo.js in the build, where this module sits in out/main or out/main/chunks.
 */
function seederEntry(): { file: string; execArgv: string[]; cwd?: string } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    // tsx is resolved from the project's root, whatever the caller's working directory.
    const file = fileURLToPath(new URL('./seed-child.ts', here));
    return { file, execArgv: ['--import', 'tsx'], cwd: path.resolve(path.dirname(file), '../../..') };
  }
  const candidates = ['./seed-demo.js', '../seed-demo.js'].map((name) => fileURLToPath(new URL(name, here)));
  const file = candidates.find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`the demo seeder is missing from the build (${candidates.join(', ')})`);
  return { file, execArgv: [] };
}

function spawnSeeder(): ChildProcess {
  const { file, execArgv, cwd } = seederEntry();
  const env: NodeJS.ProcessEnv = { ...process.env };
  // In the desktop app the station runs in Electron's utility process, whose executable runs a script as plain Node so.
  if (process.versions.electron) env.ELECTRON_RUN_AS_NODE = '1';
  return fork(file, [], { execArgv, env, cwd, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

function scoped(log: Logger, scopes: readonly string[]): Logger {
  return scopes.reduce((logger, scope) => logger.child(scope), log);
}

/**
 * Seeds the first-run demo in a short-lived process of its own, so the serving process never holds the memory that
 * work leaves behind (issue 20 item 7). Its log lines go through the station's logger and its committed writes are
 * published on the station's events, as when it ran in process. Resolves when it is done or, once `signal`
 * aborts, when it has stopped (the next start resumes it); rejects when it failed.
 */
export async function seedDemoInChild(
  ctx: Pick<StationContext, 'config' | 'log' | 'repos' | 'events' | 'ffmpegPath' | 'seeding'>,
  options: { signal: AbortSignal },
): Promise<void> {
  if (options.signal.aborted || !demoWanted(ctx)) return;
  ctx.seeding.active = true;
  try {
    await runSeeder(ctx, options.signal);
  } finally {
    ctx.seeding.active = false;
  }
}

function runSeeder(
  ctx: Pick<StationContext, 'config' | 'log' | 'events' | 'ffmpegPath'>,
  signal: AbortSignal,
): Promise<void> {
  const child = spawnSeeder();
  let failure: string | undefined;
  child.on('message', (message: FromSeeder) => {
    if (message.type === 'log') scoped(ctx.log, message.scopes)[message.level](message.message, message.detail);
    else if (message.type === 'change') ctx.events[message.topic].fire({ tables: message.tables as never });
    else if (message.type === 'failed') failure = message.message;
  });
  // Secrets stay in the serving process: seeding needs neither.
  const { adminPassword: _a, backupPassphrase: _b, ...config } = ctx.config;
  child.send({
    type: 'start',
    config: { ...config, adminPassword: undefined },
    ffmpegPath: ctx.ffmpegPath,
  } satisfies ToSeeder);
  let kill: NodeJS.Timeout | undefined;
  const stop = () => {
    if (child.connected) child.send({ type: 'stop' } satisfies ToSeeder);
    kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  };
  signal.addEventListener('abort', stop, { once: true });
  return new Promise<void>((resolve, reject) => {
    child.once('error', (error) => (failure ??= error.message));
    child.once('exit', (code, killedBy) => {
      clearTimeout(kill);
      signal.removeEventListener('abort', stop);
      if (failure) reject(new Error(`demo seeding failed: ${failure}`));
      else if (code === 0 || signal.aborted) resolve();
      else reject(new Error(`demo seeding ended with ${killedBy ?? `exit code ${code}`}`));
    });
  });
}
