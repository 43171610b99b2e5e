import { fileURLToPath } from 'node:url';
import { hostStation, type ParentPortLike } from './station-host';

/**
 * Entry of the station's utility process (forked by station-process.ts). The flags come from main; the
 * first-run administrator password arrives in EMISORA_ADMIN_PASSWORD from the setup screen.
 */
const parentPort = (process as unknown as { parentPort: ParentPortLike }).parentPort;
void hostStation(parentPort, {
  argv: process.argv.slice(2),
  env: process.env,
  webRoot: process.env.EMISORA_WEB_ROOT ?? fileURLToPath(new URL('../renderer', import.meta.url)),
  exit: (code) => process.exit(code),
});
