/**
 * Loads the built main, preload and station entry with the stand-in `electron` (npm run check:package), to prove
 * the bundles run outside vitest: main opens the setup screen with the real built renderer, the preload exposes
 * its bridge, and the station entry starts a real station on free ports and stops when told.
 * Run: node --import ./scripts/package-check/register.mjs --import tsx scripts/package-check/load-built.ts OUT
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
// Through the hook this is the same module instance the built main gets for `electron`.
import * as electron from 'electron';
import { freePorts } from '../../desktop/station/config/ports';
import type * as StandIn from '../../testing/main/electron-stand-in';

const standIn = electron as unknown as typeof StandIn;
const out = path.resolve(process.argv[2] ?? 'out');
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-check-'));
try {
  // 1. Main: first run shows the setup screen, served from the built renderer on emisora://app.
  standIn.app.paths.userData = userData;
  process.argv = [process.execPath, path.join(out, 'main/index.js')];
  await import(pathToFileURL(path.join(out, 'main/index.js')).href);
  standIn.app.becomeReady();
  await settle();
  const window = standIn.BrowserWindow.all[0];
  check(window !== undefined, 'main opens the studio window');
  check(window?.webContents.getURL() === 'emisora://app/setup', 'first run shows the setup screen');
  const preload = (window?.options.webPreferences as { preload?: string } | undefined)?.preload ?? '';
  check(fs.existsSync(preload), `the window's preload exists (${path.relative(out, preload)})`);
  check(standIn.Tray.all.length === 1, 'main puts the station in the tray');
  const serve = standIn.protocolHandlers.get('emisora');
  const page = serve ? await serve(new Request('emisora://app/setup')) : null;
  check(page?.status === 200 && (await page.text()).includes('<div id="root"'), 'the setup page is served');
  check(standIn.forks.length === 0, 'no station before setup');
  for (const channel of ['station:info', 'setup:submit', 'setup:defaults'])
    check(standIn.ipcHandlers.has(channel), `IPC ${channel} is handled`);

  // 2. Preload (CommonJS, sandboxed): exposes window.emisora with every bridge function.
  const code = fs.readFileSync(path.join(out, 'preload/index.cjs'), 'utf8');
  const requireShim = (name: string) => (name === 'electron' ? standIn : createRequire(import.meta.url)(name));
  const module = { exports: {} };
  vm.runInThisContext(`(function (require, module, exports) {${code}\n})`)(requireShim, module, module.exports);
  const bridge = standIn.contextBridge.exposed.emisora as Record<string, unknown> | undefined;
  check(
    bridge !== undefined &&
      ['stationInfo', 'openDataFolder', 'setupDefaults', 'submitSetup', 'setOpenAtLogin'].every(
        (name) => typeof bridge[name] === 'function',
      ),
    'preload exposes the desktop bridge',
  );

  // 3. Station entry: a real station in this process with a fake parent port; ready, then a clean stop.
  const [port, rtmp, flv] = await freePorts(3);
  const messages: Array<{ type: string }> = [];
  const listeners: Array<(event: { data: unknown }) => void> = [];
  (process as unknown as { parentPort: unknown }).parentPort = {
    postMessage: (message: { type: string }) => messages.push(message),
    on: (_event: string, listener: (event: { data: unknown }) => void) => listeners.push(listener),
  };
  const exit = process.exit;
  let exitCode: number | null = null;
  process.exit = ((code?: number) => {
    exitCode = code ?? 0;
  }) as typeof process.exit;
  const dataDir = path.join(userData, 'station');
  process.argv = [process.execPath, 'station.js', '--host', '127.0.0.1', '--port', String(port)];
  process.argv.push('--rtmp-port', String(rtmp), '--flv-port', String(flv), '--data', dataDir, '--no-demo');
  process.env.EMISORA_ADMIN_PASSWORD = 'check-package-password';
  process.env.EMISORA_LOG_LEVEL = 'warn';
  await import(pathToFileURL(path.join(out, 'main/station.js')).href);
  for (let i = 0; i < 200 && !messages.some((m) => m.type === 'ready' || m.type === 'failed'); i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  check(messages[0]?.type === 'ready', `the station entry starts a station (${JSON.stringify(messages[0])})`);
  const res = await fetch(`http://127.0.0.1:${port}/api/now-playing`).catch(() => null);
  check(res?.ok === true, `the station answers /api/now-playing (${res?.status ?? 'no answer'})`);
  for (const listener of listeners) listener({ data: { type: 'stop' } });
  for (let i = 0; i < 200 && exitCode === null; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  check(messages.some((m) => m.type === 'stopped') && exitCode === 0, 'the station entry stops cleanly and exits 0');
  process.exit = exit;
} finally {
  fs.rmSync(userData, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`${failures.length} check(s) failed`);
  process.exit(1);
}
process.exit(0);
