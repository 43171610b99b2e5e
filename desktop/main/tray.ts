import path from 'node:path';
import { Menu, nativeImage, Tray } from 'electron';
import type { AirState, StationStatusMessage } from './station-messages';

export interface TrayActions {
  openStudio(): void;
  openPublicSite(): void;
  openDataFolder(): void;
  startBroadcast(): void;
  stopBroadcast(): void;
  quit(): void;
}

const AIR_TEXT: Record<AirState, string> = {
  off: 'Fuera de antena',
  auto: 'En antena (automático)',
  live: 'En directo',
};

/** The tray icon file for each state (resources/tray-*.png). */
const trayIconFile = (resources: string, air: AirState) => path.join(resources, `tray-${air}.png`);

/**
 * The tray: an icon for off air / automatic / live, and a menu with listeners, what is on air and the station's
 * everyday actions. It follows the station's status events (update), never polls. While the station has not said
 * anything yet (starting, restarting) it shows off air.
 */
export function setupTray(options: { resources: string; stationName: string; actions: TrayActions }) {
  const { actions } = options;
  const tray = new Tray(nativeImage.createFromPath(trayIconFile(options.resources, 'off')));
  let state: StationStatusMessage = { type: 'status', air: 'off', listeners: 0, nowPlaying: null };
  let stationReady = false;

  function render() {
    tray.setImage(nativeImage.createFromPath(trayIconFile(options.resources, state.air)));
    tray.setToolTip(`${options.stationName} — ${stationReady ? AIR_TEXT[state.air] : 'Arrancando…'}`);
    const onAir = state.air !== 'off';
    tray.setContextMenu(
      Menu.buildFromTemplate([
        { label: `${options.stationName}: ${stationReady ? AIR_TEXT[state.air] : 'arrancando…'}`, enabled: false },
        { label: `Oyentes: ${state.listeners}`, enabled: false },
        { label: `Suena: ${state.nowPlaying ?? '—'}`, enabled: false },
        { type: 'separator' },
        { label: 'Abrir el estudio', click: actions.openStudio },
        { label: 'Abrir la web pública', click: actions.openPublicSite, enabled: stationReady },
        { label: 'Abrir la carpeta de datos', click: actions.openDataFolder },
        { type: 'separator' },
        onAir
          ? { label: 'Detener la emisión', click: actions.stopBroadcast, enabled: stationReady }
          : { label: 'Iniciar la emisión', click: actions.startBroadcast, enabled: stationReady },
        { type: 'separator' },
        { label: 'Salir de Emisora', click: actions.quit },
      ]),
    );
  }
  tray.on('click', actions.openStudio);
  render();

  return {
    tray,
    /** A status event from the station. */
    update(status: StationStatusMessage) {
      stationReady = true;
      state = status;
      render();
    },
    /** The station process is gone (restarting, stopped): off air until it speaks again. */
    stationGone() {
      stationReady = false;
      state = { type: 'status', air: 'off', listeners: 0, nowPlaying: null };
      render();
    },
    air: () => state.air,
    destroy: () => tray.destroy(),
  };
}
