import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow } from 'electron';
import { loadConfig } from '../station/config/config';
import { type StationHandle, startStation } from '../station/start-station';
import { setupIpc } from './ipc';
import { setupStudioWindow } from './window';

/** Electron main: start the same station core as the headless CLI, show /studio, stop it on quit. */
let station: StationHandle | undefined;

async function setupStation(): Promise<StationHandle> {
  const config = loadConfig({
    argv: process.argv.slice(app.isPackaged ? 1 : 2).filter((arg) => arg.startsWith('--')),
    env: process.env,
    defaultDataDir: app.getPath('userData'),
    webRoot: path.join(path.dirname(fileURLToPath(import.meta.url)), '../renderer'),
  });
  return startStation(config, {
    onAdminPassword: (password) => console.log(`Administrator "admin" created with password: ${password}`),
  });
}

app.whenReady().then(async () => {
  station = await setupStation();
  setupIpc(() => station);
  setupStudioWindow(station.url);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0 && station) setupStudioWindow(station.url);
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

let quitting = false;
app.on('before-quit', (event) => {
  if (quitting || !station) return;
  event.preventDefault();
  quitting = true;
  station.stop().finally(() => app.quit());
});
