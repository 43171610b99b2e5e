import fs from 'node:fs';
import path from 'node:path';
import { app, dialog, shell } from 'electron';
import { freePorts } from '../station/config/ports';
import { stationArgs } from './args';
import { setupDesktopIpc } from './desktop-ipc';
import { createDesktopSettings } from './desktop-settings';
import { createFirstRun, type FirstStart } from './first-run';
import { startedHidden } from './login-item';
import { SETUP_ORIGIN, windowOrigin } from './origin';
import { setupQuit } from './quit';
import { registerSetupScheme, serveSetupScreen } from './setup-protocol';
import { setupSingleInstance } from './single-instance';
import { createStationProcess } from './station-process';
import type { StationFailedMessage } from './station-messages';
import { askAboutStartFailure, chooseDataFolder } from './startup-errors';
import { setupTray } from './tray';
import { type StudioWindow, setupStudioWindow } from './window';

export interface DesktopPaths {
  /** The built station-entry.js (run in the utility process). */
  stationEntry: string;
  preload: string;
  /** The built web app (out/renderer). */
  renderer: string;
  /** resources/ (tray icons; the station's loop and logo), outside the asar archive. */
  resources: string;
  /** The bundled ffmpeg, outside the asar archive; FFMPEG_PATH in main's environment wins. */
  ffmpeg: string;
}

/**
 * The desktop app: single instance, the station in a supervised utility process, the studio window (setup screen
 * on first run), the tray and the quit rules. Errors at start-up end in a dialog, never a silent exit.
 */
export function startDesktopApp(paths: DesktopPaths, argv: readonly string[] = process.argv) {
  let studio: StudioWindow | null = null;
  if (!setupSingleInstance(() => studio?.reveal())) return null;
  registerSetupScheme();
  const cliArgs = stationArgs(argv, app.isPackaged);
  return app
    .whenReady()
    .then(() => run(paths, cliArgs, argv, (window) => (studio = window)))
    .catch((error: unknown) => {
      dialog.showErrorBox('Emisora no ha podido arrancar', error instanceof Error ? error.message : String(error));
      app.exit(1);
      return null;
    });
}

function run(
  paths: DesktopPaths,
  cliArgs: string[],
  argv: readonly string[],
  setStudio: (window: StudioWindow) => void,
) {
  const settings = createDesktopSettings(app.getPath('userData'));
  const firstRun = createFirstRun({ settings, host: '0.0.0.0' });
  let stationUrl: string | null = null;
  let stationOrigin: string | null = null;
  let firstStart: FirstStart = {};
  let skipRestore = false;

  serveSetupScreen(paths.renderer);
  const stationArgv = () => {
    const s = settings.get();
    const args = ['--port', String(s.port), '--rtmp-port', String(s.rtmpPort), '--flv-port', String(s.flvPort)];
    args.push('--data', settings.dataDir());
    if (firstStart.restore && !skipRestore) args.push('--restore', firstStart.restore);
    // Flags given on the command line win over the saved settings.
    return [...args, ...cliArgs];
  };
  const station = createStationProcess({
    entry: paths.stationEntry,
    args: stationArgv,
    env: () => ({
      EMISORA_WEB_ROOT: paths.renderer,
      EMISORA_RESOURCES: paths.resources,
      FFMPEG_PATH: process.env.FFMPEG_PATH || paths.ffmpeg,
      ...(firstStart.adminPassword ? { EMISORA_ADMIN_PASSWORD: firstStart.adminPassword } : {}),
    }),
    onMessage(message) {
      if (message.type === 'ready') {
        // The password was for the first start only: forget it.
        firstStart = {};
        stationUrl = message.url;
        stationOrigin = windowOrigin(message.url);
        const shown = studio.window.webContents.getURL();
        if (!shown.startsWith(`${stationOrigin}/`)) studio.load(`${stationOrigin}/studio`);
      } else if (message.type === 'status') tray.update(message);
    },
    onStartFailed: (failure) => void handleStartFailure(failure),
    onCrash: () => tray.stationGone(),
  });

  const quit = setupQuit({
    air: () => tray.air(),
    stopStation: () => station.stop(),
    onQuitting: () => tray.stationGone(),
  });
  const allowedOrigins = () => (stationOrigin ? [stationOrigin, SETUP_ORIGIN] : [SETUP_ORIGIN]);
  const studio = setupStudioWindow({
    preload: paths.preload,
    title: settings.get().stationName,
    allowedOrigins,
    isQuitting: quit.isQuitting,
  });
  setStudio(studio);
  if (startedHidden(argv)) studio.window.hide();

  const tray = setupTray({
    resources: paths.resources,
    stationName: settings.get().stationName,
    actions: {
      openStudio: () => studio.reveal(),
      openPublicSite: () => stationOrigin && void shell.openExternal(`${stationOrigin}/`),
      openDataFolder: () => void shell.openPath(settings.dataDir()),
      startBroadcast: () => station.send({ type: 'broadcast', action: 'start' }),
      stopBroadcast: () => station.send({ type: 'broadcast', action: 'stop' }),
      quit: () => app.quit(),
    },
  });

  async function handleStartFailure(failure: StationFailedMessage) {
    tray.stationGone();
    studio.reveal();
    const fix = await askAboutStartFailure(failure, settings.dataDir());
    if (fix === 'quit') return app.quit();
    if (fix === 'free-ports') {
      const [port, rtmpPort, flvPort] = (await freePorts(3)) as [number, number, number];
      settings.update({ port, rtmpPort, flvPort });
    } else if (fix === 'choose-folder') {
      const folder = await chooseDataFolder();
      if (folder) settings.update({ dataDir: folder });
      // An empty folder is a new station: its administrator's password is chosen on the setup screen again.
      if (folder && !fs.existsSync(path.join(folder, 'emisora.db'))) {
        settings.update({ setupDone: false });
        studio.load(`${SETUP_ORIGIN}/setup`);
        return;
      }
    } else if (fix === 'skip-restore') skipRestore = true;
    station.restart();
  }

  setupDesktopIpc({
    settings,
    firstRun,
    studio,
    station,
    stationUrl: () => stationUrl,
    stationOrigin: () => stationOrigin,
    setFirstStart: (start) => {
      firstStart = start;
    },
  });

  // First run: the setup screen (even with flags: the administrator's password is chosen there, never printed);
  // afterwards the station starts at once.
  if (firstRun.needed()) studio.load(`${SETUP_ORIGIN}/setup`);
  else station.start();
  app.on('activate', () => studio.reveal());
  return { station, studio, tray, settings };
}
