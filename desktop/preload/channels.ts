export type { DesktopBridge, SetupResult, StationInfo } from '../../shared/schemas/core/desktop';

/** Every IPC channel between the studio window and the main process. */
export const IPC = {
  stationInfo: 'station:info',
  openDataFolder: 'station:open-data-folder',
  setupDefaults: 'setup:defaults',
  chooseFolder: 'setup:choose-folder',
  chooseBackup: 'setup:choose-backup',
  submitSetup: 'setup:submit',
  setOpenAtLogin: 'settings:open-at-login',
  chooseImportFolder: 'library:choose-import-folder',
} as const;
