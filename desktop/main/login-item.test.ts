import { beforeEach, describe, expect, it, vi } from 'vitest';
import { app, resetStandIn } from '../../testing/main/electron-stand-in';

vi.mock('electron', () => import('../../testing/main/electron-stand-in'));
const { applyOpenAtLogin, HIDDEN_FLAG, startedHidden } = await import('./login-item');

describe('start at login', () => {
  beforeEach(() => resetStandIn());

  it('registers (and removes) the login item, started hidden in the tray', () => {
    applyOpenAtLogin(true);
    expect(app.getLoginItemSettings()).toMatchObject({ openAtLogin: true, args: [HIDDEN_FLAG] });
    expect(startedHidden(['emisora', HIDDEN_FLAG])).toBe(true);
    applyOpenAtLogin(false);
    expect(app.getLoginItemSettings()).toMatchObject({ openAtLogin: false });
    expect(startedHidden(['emisora'])).toBe(false);
  });
});
