import { app, ipcMain, shell } from 'electron';
import { IPC } from '../preload/channels';
import type { StationHandle } from '../station/start-station';

/** The only IPC surface: station info and opening the data folder. Senders must be our windows. */
export function setupIpc(station: () => StationHandle | undefined) {
  const fromOurWindow = (event: Electron.IpcMainInvokeEvent) => {
    const url = event.senderFrame?.url ?? '';
    const handle = station();
    return handle !== undefined && url.startsWith(new URL(handle.url.replace('localhost', '127.0.0.1')).origin);
  };
  ipcMain.handle(IPC.stationInfo, (event) => {
    if (!fromOurWindow(event)) return null;
    const handle = station();
    return handle ? { url: handle.url, dataDir: handle.context.config.dataDir, version: app.getVersion() } : null;
  });
  ipcMain.handle(IPC.openDataFolder, async (event) => {
    const handle = station();
    if (!fromOurWindow(event) || !handle) return false;
    return (await shell.openPath(handle.context.config.dataDir)) === '';
  });
}
