import { contextBridge, ipcRenderer } from 'electron';
import { type DesktopBridge, IPC } from './channels';

const bridge = {
  stationInfo: () => ipcRenderer.invoke(IPC.stationInfo),
  openDataFolder: () => ipcRenderer.invoke(IPC.openDataFolder),
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld('emisora', bridge);
