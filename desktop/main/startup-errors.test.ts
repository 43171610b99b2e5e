import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogAnswers, dialogLog, resetStandIn } from '../../testing/main/electron-stand-in';

vi.mock('electron', () => import('../../testing/main/electron-stand-in'));
const { askAboutStartFailure, chooseDataFolder } = await import('./startup-errors');

describe('start-up failure dialog', () => {
  beforeEach(() => resetStandIn());

  it('a port in use: names the problem, shows the station’s message and offers free ports first', async () => {
    dialogAnswers.push({ response: 0 });
    const fix = await askAboutStartFailure(
      {
        type: 'failed',
        problem: 'port',
        setting: '--port',
        message: '--port: cannot listen on 0.0.0.0:8080 (port in use)',
      },
      '/data',
    );
    expect(fix).toBe('free-ports');
    const { options } = dialogLog[0]!;
    expect(options.message).toMatch(/puertos/);
    expect(options.detail).toMatch(/8080/);
    expect(options.buttons).toEqual(['Usar otros puertos libres', 'Reintentar', 'Salir']);
  });

  it('a data folder that cannot be written: offers another folder', async () => {
    dialogAnswers.push({ response: 0 });
    const fix = await askAboutStartFailure(
      { type: 'failed', problem: 'data-dir', setting: '--data', message: '--data: not writable (EACCES)' },
      '/mnt/ro/emisora',
    );
    expect(fix).toBe('choose-folder');
    expect(dialogLog[0]!.options.message).toMatch('/mnt/ro/emisora');
  });

  it('closing the dialog means quit; any other problem offers retry', async () => {
    dialogAnswers.push({ response: 2 });
    expect(await askAboutStartFailure({ type: 'failed', problem: 'port', setting: '--port', message: 'x' }, '/d')).toBe(
      'quit',
    );
    dialogAnswers.push({ response: 0 });
    expect(await askAboutStartFailure({ type: 'failed', problem: 'crash', setting: 'start', message: 'x' }, '/d')).toBe(
      'retry',
    );
  });

  it('chooses a folder in the system dialog', async () => {
    dialogAnswers.push({ canceled: false, filePaths: ['/srv/radio'] });
    expect(await chooseDataFolder()).toBe('/srv/radio');
    expect(await chooseDataFolder()).toBeNull();
  });
});
