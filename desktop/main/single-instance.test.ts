import { beforeEach, describe, expect, it, vi } from 'vitest';
import { app, resetStandIn } from '../../testing/main/electron-stand-in';

vi.mock('electron', () => import('../../testing/main/electron-stand-in'));
const { setupSingleInstance } = await import('./single-instance');

describe('single instance', () => {
  beforeEach(() => resetStandIn());

  it('the first instance keeps running and a second launch brings its window forward', () => {
    let focused = 0;
    expect(setupSingleInstance(() => focused++)).toBe(true);
    app.emit('second-instance', {}, ['emisora'], '/');
    expect(focused).toBe(1);
    expect(app.quitCalls).toBe(0);
  });

  it('a second instance quits at once', () => {
    app.singleInstance = false;
    expect(setupSingleInstance(() => {})).toBe(false);
    expect(app.quitCalls).toBe(1);
  });
});
