import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type MenuItem, resetStandIn, Tray } from '../../testing/main/electron-stand-in';

vi.mock('electron', () => import('../../testing/main/electron-stand-in'));
const { setupTray } = await import('./tray');

describe('tray', () => {
  beforeEach(() => resetStandIn());
  const actions = () => {
    const calls: string[] = [];
    const record = (name: string) => () => void calls.push(name);
    return {
      calls,
      actions: {
        openStudio: record('studio'),
        openPublicSite: record('site'),
        openDataFolder: record('folder'),
        startBroadcast: record('start'),
        stopBroadcast: record('stop'),
        quit: record('quit'),
      },
    };
  };
  const tray = () => Tray.all[0]!;
  const items = (): MenuItem[] => tray().menu!.items;
  const item = (label: string) => items().find((i) => i.label?.startsWith(label));
  const icon = () => (tray().image as { path: string }).path;

  it('starts off air, then follows the station’s status events: icon, listeners, now playing, actions', () => {
    const { calls, actions: a } = actions();
    const studioTray = setupTray({ resources: '/res', stationName: 'Ràdio Test', actions: a });
    expect(icon()).toBe('/res/tray-off.png');
    expect(tray().tooltip).toBe('Ràdio Test — Arrancando…');

    studioTray.update({ type: 'status', air: 'auto', listeners: 12, nowPlaying: 'Sopa de Cabra - L’Empordà' });
    expect(icon()).toBe('/res/tray-auto.png');
    expect(tray().tooltip).toBe('Ràdio Test — En antena (automático)');
    expect(item('Oyentes')?.label).toBe('Oyentes: 12');
    expect(item('Suena')?.label).toBe('Suena: Sopa de Cabra - L’Empordà');
    item('Detener')!.click!();
    expect(calls).toEqual(['stop']);

    studioTray.update({ type: 'status', air: 'live', listeners: 40, nowPlaying: 'Matinal' });
    expect(icon()).toBe('/res/tray-live.png');
    expect(tray().tooltip).toBe('Ràdio Test — En directo');

    studioTray.update({ type: 'status', air: 'off', listeners: 0, nowPlaying: null });
    expect(icon()).toBe('/res/tray-off.png');
    expect(item('Suena')?.label).toBe('Suena: —');
    item('Iniciar')!.click!();
    item('Abrir el estudio')!.click!();
    item('Abrir la web')!.click!();
    item('Abrir la carpeta')!.click!();
    item('Salir')!.click!();
    expect(calls).toEqual(['stop', 'start', 'studio', 'site', 'folder', 'quit']);
  });

  it('shows off air while the station process is gone, with start/stop disabled', () => {
    const { actions: a } = actions();
    const studioTray = setupTray({ resources: '/res', stationName: 'R', actions: a });
    studioTray.update({ type: 'status', air: 'live', listeners: 3, nowPlaying: null });
    studioTray.stationGone();
    expect(icon()).toBe('/res/tray-off.png');
    expect(studioTray.air()).toBe('off');
    expect(item('Iniciar')?.enabled).toBe(false);
  });

  it('a click on the icon opens the studio', () => {
    const { calls, actions: a } = actions();
    setupTray({ resources: '/res', stationName: 'R', actions: a });
    tray().emit('click');
    expect(calls).toEqual(['studio']);
  });
});
