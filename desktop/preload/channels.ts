/** Every IPC channel between the studio window and the main process. */
export const IPC = {
  stationInfo: 'station:info',
  openDataFolder: 'station:open-data-folder',
} as const;

export interface StationInfo {
  url: string;
  dataDir: string;
  version: string;
}

/** What the preload exposes as window.emisora. */
export interface DesktopBridge {
  stationInfo(): Promise<StationInfo | null>;
  openDataFolder(): Promise<boolean>;
}
