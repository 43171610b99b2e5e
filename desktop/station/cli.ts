import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config/config';
import { USAGE } from './config/usage';
import { withCoreMemoryEnv, withCoreNodeFlags } from './core-memory-env';
import { type CoreMessage, START_FAILED_EXIT, superviseCore, withoutOneOffFlags } from './supervisor';

/**
 * Headless entry: `node out/main/cli.js [flags]`. The station core runs in this process (a change that needs a
 * restart restarts it here, core-restart.ts) and a crash is left to the service manager that runs it (docs/operator-guide.md,
 * "Running as a service"). With EMISORA_SUPERVISE=1 this process supervises instead, for a terminal without one: the
 * core runs in a child (this same file with EMISORA_CORE=1) started again if it dies, at the cost of a second node
 * process (about 55 MiB, docs/benchmarks.md). Exit 2 on bad configuration.
 */
function supervise(argv: string[]) {
  const supervisor = superviseCore({
    start(restart) {
      const env: NodeJS.ProcessEnv = { ...withCoreMemoryEnv(process.env), EMISORA_CORE: '1' };
      if (restart) delete env.EMISORA_RESTORE;
      // The same Node flags (tsx's loader when run from source), and an IPC channel: the core stops if it closes.
      return fork(fileURLToPath(import.meta.url), restart ? withoutOneOffFlags(argv) : argv, {
        env,
        execArgv: withCoreNodeFlags(process.execArgv),
        stdio: 'inherit',
      });
    },
    report: (line) => process.stderr.write(`emisora: ${line}\n`),
  });
  // A terminal's Ctrl-C reaches the core too; the core ignores the second signal.
  process.on('SIGINT', () => void supervisor.stop());
  process.on('SIGTERM', () => void supervisor.stop());
  void supervisor.finished.then((code) => process.exit(code));
}

async function runCore(argv: string[]) {
  // Loaded here, not at the top: a supervising process never needs the station's code, and holding it there
  // would double the memory a station costs (measured in bench:listeners --npm-start).
  const { runStation } = await import('./core-restart');
  const webRoot = fileURLToPath(new URL('../renderer', import.meta.url));
  let run: Awaited<ReturnType<typeof runStation>>;
  try {
    const config = loadConfig({ argv, env: process.env, webRoot: process.env.EMISORA_WEB_ROOT ?? webRoot });
    run = await runStation(config, {
      onAdminPassword: (password) => {
        // Printed once, on the console of the person who started the station; never logged to a file.
        process.stdout.write(
          `\n  Administrator created.  user: admin   password: ${password}\n  Change it in /admin → Usuarios.\n\n`,
        );
      },
      // Off air with nothing left to run: ending lets a supervisor or the service manager start it afresh.
      onRestartFailed: () => process.exit(1),
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`emisora: ${error.message}\n`);
      process.exit(START_FAILED_EXIT);
    }
    throw error;
  }
  process.send?.({ type: 'ready' } satisfies CoreMessage);
  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) return;
    signalled = true;
    const force = setTimeout(() => {
      process.stderr.write('emisora: shutdown took too long, exiting\n');
      process.exit(1);
    }, 4_500);
    force.unref();
    run.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`emisora: error while stopping after ${signal}: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // The supervisor is gone (even killed with SIGKILL): stop rather than hold the ports as an orphan.
  if (process.connected) process.once('disconnect', () => shutdown('disconnect'));
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  if (process.env.EMISORA_CORE === '1' || process.env.EMISORA_SUPERVISE !== '1') await runCore(argv);
  else supervise(argv);
}

main().catch((error: unknown) => {
  process.stderr.write(`emisora: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
