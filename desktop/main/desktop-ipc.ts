import { app, shell } from 'electron';
import { IPC, type StationInfo } from '../preload/channels';
import type { DesktopSettingsStore } from './desktop-settings';
import type { createFirstRun, FirstStart } from './first-run';
import { setupIpc } from './ipc';
import { applyOpenAtLogin } from './login-item';
import { SETUP_ORIGIN } from './origin';
import { chooseBackupFile, chooseDataFolder } from './startup-errors';
import type { StudioWindow } from './window';

interface DesktopIpcDeps {
  settings: DesktopSettingsStore;
  firstRun: ReturnType<typeof createFirstRun>;
  studio: StudioWindow;
  station: { start(): void };
  /** The station's address and the origin its pages load from, once it is ready; null before. */
  stationUrl(): string | null;
  stationOrigin(): string | null;
  /** The setup screen's first start (the administrator's password), for the station's next start. */
  setFirstStart(start: FirstStart): void;
}

/**
 * What the renderer may ask the main process: the studio's pages (from the station's origin only) for the station's
 * facts and folders, the setup screen (from its own origin) for the first run.
 */
export function setupDesktopIpc(deps: DesktopIpcDeps) {
  const { settings, firstRun, studio, station } = deps;
  const fromStation = () => {
    const origin = deps.stationOrigin();
    return origin ? [origin] : [];
  };
  const fromSetup = () => [SETUP_ORIGIN];
  setupIpc({
    [IPC.stationInfo]: {
      origins: fromStation,
      handle: (): StationInfo | null => {
        const url = deps.stationUrl();
        return url
          ? {
              url,
              dataDir: settings.dataDir(),
              version: app.getVersion(),
              stationName: settings.get().stationName,
              openAtLogin: settings.get().openAtLogin,
            }
          : null;
      },
    },
    [IPC.openDataFolder]: {
      origins: fromStation,
      handle: async () => (await shell.openPath(settings.dataDir())) === '',
    },
    [IPC.setOpenAtLogin]: {
      origins: fromStation,
      handle: (on) => {
        const value = on === true;
        settings.update({ openAtLogin: value });
        applyOpenAtLogin(value);
        return value;
      },
    },
    [IPC.chooseImportFolder]: {
      origins: fromStation,
      handle: () => chooseDataFolder('Carpeta de música para importar'),
    },
    [IPC.setupDefaults]: { origins: fromSetup, handle: () => firstRun.defaults() },
    [IPC.chooseFolder]: { origins: fromSetup, handle: () => chooseDataFolder() },
    [IPC.chooseBackup]: { origins: fromSetup, handle: () => chooseBackupFile() },
    [IPC.submitSetup]: {
      origins: fromSetup,
      handle: async (form) => {
        const { result, start } = await firstRun.submit(form);
        if (result.ok && start) {
          deps.setFirstStart(start);
          applyOpenAtLogin(settings.get().openAtLogin);
          studio.window.setTitle(settings.get().stationName);
          station.start();
        }
        return result;
      },
    },
  });
}
