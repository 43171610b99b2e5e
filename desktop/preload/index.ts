import { contextBridge, ipcRenderer } from 'electron';
import { type DesktopBridge, IPC } from './channels';

const bridge = {
  stationInfo: () => ipcRenderer.invoke(IPC.stationInfo),
  openDataFolder: () => ipcRenderer.invoke(IPC.openDataFolder),
  setupDefaults: () => ipcRenderer.invoke(IPC.setupDefaults),
  chooseFolder: () => ipcRenderer.invoke(IPC.chooseFolder),
  chooseBackup: () => ipcRenderer.invoke(IPC.chooseBackup),
  submitSetup: (form) => ipcRenderer.invoke(IPC.submitSetup, form),
  setOpenAtLogin: (on) => ipcRenderer.invoke(IPC.setOpenAtLogin, on),
  chooseImportFolder: () => ipcRenderer.invoke(IPC.chooseImportFolder),
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld('emisora', bridge);
