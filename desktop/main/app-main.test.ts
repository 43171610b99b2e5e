import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freePorts } from '../station/config/ports';
import {
  app,
  BrowserWindow,
  dialogAnswers,
  dialogLog,
  forks,
  invoke,
  resetStandIn,
  Tray,
} from '../../testing/main/electron-stand-in';

vi.mock('electron', () => import('../../testing/main/electron-stand-in'));
const { startDesktopApp } = await import('./app-main');

const PATHS = {
  stationEntry: '/app/out/main/station.js',
  preload: '/app/out/preload/index.cjs',
  renderer: '/app/out/renderer',
  resources: '/app/resources',
  ffmpeg: '/app/resources/app.asar.unpacked/ffmpeg',
};
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The whole desktop app against the stand-in: what a volunteer does on the first day. */
describe('desktop app', () => {
  let userData: string;
  beforeEach(() => {
    resetStandIn();
    userData = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-app-'));
    app.paths.userData = userData;
  });
  afterEach(() => fs.rmSync(userData, { recursive: true, force: true }));

  const launch = async (argv = ['electron', '.']) => {
    const ready = startDesktopApp(PATHS, argv);
    app.becomeReady();
    await ready;
    return BrowserWindow.all[0]!;
  };

  it('first run: setup screen, password chosen there, then the studio; closing keeps the station; quitting on air asks', async () => {
    const [port, rtmpPort, flvPort] = (await freePorts(3)) as [number, number, number];
    const window = await launch();
    expect(window.webContents.getURL()).toBe('emisora://app/setup');
    expect(forks).toHaveLength(0);
    expect(await invoke('setup:defaults', 'emisora://app/setup')).toMatchObject({ port: 8080 });

    const result = await invoke('setup:submit', 'emisora://app/setup', {
      stationName: 'Ràdio Test',
      password: 'la-clave-de-la-radio',
      passwordRepeat: 'la-clave-de-la-radio',
      port,
      rtmpPort,
      flvPort,
      dataDir: '',
      importKind: 'new',
      importPath: '',
      openAtLogin: true,
    });
    expect(result).toEqual({ ok: true });
    expect(app.getLoginItemSettings()).toMatchObject({ openAtLogin: true });
    expect(forks).toHaveLength(1);
    const station = forks[0]!;
    expect(station.args).toEqual(expect.arrayContaining(['--port', String(port), '--rtmp-port', String(rtmpPort)]));
    expect((station.options.env as Record<string, string>).EMISORA_ADMIN_PASSWORD).toBe('la-clave-de-la-radio');
    // The asar rule is main's: the station is handed plain paths outside the archive.
    expect(station.options.env).toMatchObject({
      EMISORA_RESOURCES: PATHS.resources,
      FFMPEG_PATH: process.env.FFMPEG_PATH || PATHS.ffmpeg,
    });

    station.say({ type: 'ready', url: `http://localhost:${port}`, port, dataDir: '/d' });
    expect(window.webContents.getURL()).toBe(`http://127.0.0.1:${port}/studio`);
    expect(await invoke('station:info', `http://127.0.0.1:${port}/studio`)).toMatchObject({
      stationName: 'Ràdio Test',
    });
    expect(await invoke('station:info', 'emisora://app/setup')).toBeNull();
    expect(await invoke('setup:submit', `http://127.0.0.1:${port}/studio`, {})).toBeNull();
    // "Importar carpeta" in the window: the system's folder dialog answers; another origin gets no dialog.
    dialogAnswers.push({ canceled: false, filePaths: ['/home/radio/Música'] });
    expect(await invoke('library:choose-import-folder', `http://127.0.0.1:${port}/admin/upload/music`)).toBe(
      '/home/radio/Música',
    );
    expect(dialogLog.at(-1)).toMatchObject({
      kind: 'open',
      options: { properties: ['openDirectory', 'createDirectory'] },
    });
    const dialogs = dialogLog.length;
    expect(await invoke('library:choose-import-folder', 'http://evil.example/admin')).toBeNull();
    expect(dialogLog).toHaveLength(dialogs);

    station.say({ type: 'status', air: 'live', listeners: 5, nowPlaying: 'Matinal' });
    expect((Tray.all[0]!.image as { path: string }).path).toBe('/app/resources/tray-live.png');

    window.close();
    expect(window.isDestroyed()).toBe(false);
    expect(window.isVisible()).toBe(false);
    expect(station.sent).toEqual([]);
    app.emit('window-all-closed');
    expect(station.pid).toBeDefined();

    // A restart of the PC with the password already used: the env no longer carries it.
    station.exit(1);
    // Restarted after the first backoff (1 s).
    await vi.waitFor(() => expect(forks).toHaveLength(2), { timeout: 5_000, interval: 50 });
    expect((forks[1]!.options.env as Record<string, string>).EMISORA_ADMIN_PASSWORD).toBeUndefined();
    forks[1]!.say({ type: 'ready', url: `http://localhost:${port}`, port, dataDir: '/d' });
    forks[1]!.say({ type: 'status', air: 'auto', listeners: 5, nowPlaying: 'X' });

    let quitted = false;
    app.on('quit', () => (quitted = true));
    dialogAnswers.push({ response: 0 });
    app.quit();
    await settle();
    expect(dialogLog.at(-1)!.options.message).toMatch(/en antena/);
    expect(forks[1]!.sent).toEqual([]);
    dialogAnswers.push({ response: 1 });
    app.quit();
    await settle();
    expect(forks[1]!.sent).toEqual([{ type: 'stop' }]);
    expect(quitted).toBe(false);
    forks[1]!.exit(0);
    await settle();
    expect(quitted).toBe(true);
    expect(window.isDestroyed()).toBe(false); // the stand-in does not close windows on quit; Electron does
  }, 15_000);

  it('after setup the station starts at once; a port in use offers free ports and starts again', async () => {
    fs.writeFileSync(
      path.join(userData, 'desktop-settings.json'),
      JSON.stringify({ setupDone: true, stationName: 'R', port: 8080, rtmpPort: 1935, flvPort: 8000 }),
    );
    await launch();
    expect(forks).toHaveLength(1);
    dialogAnswers.push({ response: 0 });
    forks[0]!.say({ type: 'failed', problem: 'port', setting: '--port', message: '--port: port in use' });
    forks[0]!.exit(2);
    await settle();
    await expect.poll(() => forks.length).toBe(2);
    expect(dialogLog[0]!.options.message).toMatch(/puertos/);
    const saved = JSON.parse(fs.readFileSync(path.join(userData, 'desktop-settings.json'), 'utf8'));
    expect(saved.port).not.toBe(8080);
    expect(forks[1]!.args).toEqual(expect.arrayContaining(['--port', String(saved.port)]));
  });

  it('a data folder that cannot be written: another folder is chosen; an empty one goes back to the setup screen', async () => {
    fs.writeFileSync(
      path.join(userData, 'desktop-settings.json'),
      JSON.stringify({ setupDone: true, stationName: 'R', port: 8080, rtmpPort: 1935, flvPort: 8000 }),
    );
    const window = await launch();
    const empty = fs.mkdtempSync(path.join(userData, 'new-'));
    dialogAnswers.push({ response: 0 }, { canceled: false, filePaths: [empty] });
    forks[0]!.say({ type: 'failed', problem: 'data-dir', setting: '--data', message: '--data: not writable' });
    forks[0]!.exit(2);
    await settle();
    await expect.poll(() => dialogLog.map((d) => d.kind)).toEqual(['message', 'open']);
    expect(window.webContents.getURL()).toBe('emisora://app/setup');
    expect(forks).toHaveLength(1);
    expect(await invoke('setup:defaults', 'emisora://app/setup')).toMatchObject({ dataDir: empty });
  });

  const setupDone = () =>
    fs.writeFileSync(
      path.join(userData, 'desktop-settings.json'),
      JSON.stringify({ setupDone: true, stationName: 'R', port: 8080, rtmpPort: 1935, flvPort: 8000 }),
    );

  it('flags on the command line still show the setup screen on first run (no password is ever printed)', async () => {
    const window = await launch(['electron', '.', '--port', '9000']);
    expect(window.webContents.getURL()).toBe('emisora://app/setup');
    expect(forks).toHaveLength(0);
  });

  it('flags on the command line win over the saved settings', async () => {
    setupDone();
    await launch(['electron', '.', '--no-sandbox', '--port', '9000']);
    expect(forks).toHaveLength(1);
    expect(forks[0]!.args.slice(-2)).toEqual(['--port', '9000']);
  });

  it('an error while starting ends in a dialog and an exit, not an unhandled rejection', async () => {
    const getPath = vi.spyOn(app, 'getPath').mockImplementation(() => {
      throw new Error('userData folder unavailable');
    });
    try {
      const ready = startDesktopApp(PATHS, ['electron', '.']);
      app.becomeReady();
      await expect(ready).resolves.toBeNull();
      await settle();
      expect(dialogLog).toContainEqual({
        kind: 'error',
        options: { title: 'Emisora no ha podido arrancar', content: 'userData folder unavailable' },
      });
      expect(app.exited).toBe(1);
    } finally {
      getPath.mockRestore();
    }
  });

  it('a second launch focuses the first window; the second instance quits', async () => {
    setupDone();
    const window = await launch(['electron', '.']);
    window.close();
    app.emit('second-instance');
    expect(window.isVisible()).toBe(true);
    expect(window.focused).toBe(1);
    resetStandIn();
    app.singleInstance = false;
    expect(startDesktopApp(PATHS, ['electron', '.'])).toBeNull();
    expect(app.quitCalls).toBe(1);
  });
});
