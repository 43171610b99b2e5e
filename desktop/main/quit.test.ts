import { beforeEach, describe, expect, it, vi } from 'vitest';
import { app, dialogAnswers, dialogLog, resetStandIn } from '../../testing/main/electron-stand-in';
import type { AirState } from './station-messages';

vi.mock('electron', () => import('../../testing/main/electron-stand-in'));
const { setupQuit } = await import('./quit');

describe('quit', () => {
  let air: AirState;
  let stops: number;
  let quitEvents: number;
  beforeEach(() => {
    resetStandIn();
    air = 'off';
    stops = 0;
    quitEvents = 0;
    app.on('quit', () => quitEvents++);
  });
  const make = () =>
    setupQuit({
      air: () => air,
      stopStation: async () => {
        stops++;
      },
    });
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('closing the last window does not quit', () => {
    make();
    app.emit('window-all-closed');
    expect(app.quitCalls).toBe(0);
  });

  it('off air: quits after stopping the station, without asking', async () => {
    const quit = make();
    app.quit();
    expect(quitEvents).toBe(0);
    await settle();
    expect(dialogLog).toEqual([]);
    expect(stops).toBe(1);
    expect(quit.isQuitting()).toBe(true);
    expect(quitEvents).toBe(1);
  });

  it('on air: asks first; "keep broadcasting" keeps everything running', async () => {
    air = 'auto';
    const quit = make();
    dialogAnswers.push({ response: 0 });
    app.quit();
    await settle();
    expect(dialogLog[0]!.options.message).toMatch(/en antena/);
    expect(stops).toBe(0);
    expect(quitEvents).toBe(0);
    expect(quit.isQuitting()).toBe(false);
  });

  it('on air: "quit and stop" stops the station cleanly and then quits', async () => {
    air = 'live';
    make();
    dialogAnswers.push({ response: 1 });
    app.quit();
    await settle();
    await settle();
    expect(stops).toBe(1);
    expect(quitEvents).toBe(1);
  });
});
