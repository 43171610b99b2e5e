import type { SetupDefaults, SetupForm } from '../../shared/schemas/desktop';

/** Every IPC channel between the studio window and the main process. */
export const IPC = {
  stationInfo: 'station:info',
  openDataFolder: 'station:open-data-folder',
  setupDefaults: 'setup:defaults',
  chooseFolder: 'setup:choose-folder',
  chooseBackup: 'setup:choose-backup',
  submitSetup: 'setup:submit',
  setOpenAtLogin: 'settings:open-at-login',
} as const;

export interface StationInfo {
  url: string;
  dataDir: string;
  version: string;
  stationName: string;
  openAtLogin: boolean;
}

/** The setup screen's answer: ok, or the field at fault with its message. */
export type SetupResult = { ok: true } | { ok: false; field: string; message: string };

/** What the preload exposes as window.emisora (only in the desktop window). */
export interface DesktopBridge {
  stationInfo(): Promise<StationInfo | null>;
  openDataFolder(): Promise<boolean>;
  setupDefaults(): Promise<SetupDefaults | null>;
  chooseFolder(): Promise<string | null>;
  chooseBackup(): Promise<string | null>;
  submitSetup(form: SetupForm): Promise<SetupResult>;
  setOpenAtLogin(on: boolean): Promise<boolean>;
}
