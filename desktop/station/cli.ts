import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, USAGE } from './config/config';
import { startStation } from './start-station';

/** Headless entry: `node out/main/cli.js [flags]`. Exit 2 on bad configuration. */
async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const webRoot = fileURLToPath(new URL('../renderer', import.meta.url));
  let handle: Awaited<ReturnType<typeof startStation>>;
  try {
    const config = loadConfig({ argv, env: process.env, webRoot: process.env.EMISORA_WEB_ROOT ?? webRoot });
    handle = await startStation(config, {
      onAdminPassword: (password) => {
        // Printed once, on the console of the person who started the station; never logged to a file.
        process.stdout.write(
          `\n  Administrator created.  user: admin   password: ${password}\n  Change it in /admin → Usuarios.\n\n`,
        );
      },
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`emisora: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) return;
    signalled = true;
    const force = setTimeout(() => {
      process.stderr.write('emisora: shutdown took too long, exiting\n');
      process.exit(1);
    }, 4_500);
    force.unref();
    handle.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`emisora: error while stopping after ${signal}: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`emisora: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
