import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type BrowserWindow, resetStandIn, shellLog } from '../../testing/main/electron-stand-in';

vi.mock('electron', () => import('../../testing/main/electron-stand-in'));
const { setupStudioWindow } = await import('./window');

describe('studio window', () => {
  let quitting = false;
  let hidden = 0;
  beforeEach(() => {
    resetStandIn();
    quitting = false;
    hidden = 0;
  });
  const make = () =>
    setupStudioWindow({
      preload: '/app/out/preload/index.cjs',
      title: 'Ràdio Test',
      allowedOrigins: () => ['http://127.0.0.1:8080', 'emisora://app'],
      isQuitting: () => quitting,
      onHidden: () => hidden++,
    });

  it('is sandboxed with the preload and no Node', () => {
    const { window } = make();
    expect((window as unknown as BrowserWindow).options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    });
  });

  it('plays audio without a gesture and unthrottled when hidden: the air output through the window runs unattended', () => {
    const { window } = make();
    expect((window as unknown as BrowserWindow).options.webPreferences).toMatchObject({
      autoplayPolicy: 'no-user-gesture-required',
      backgroundThrottling: false,
    });
  });

  it('closing the window hides it to the tray: the window (and the station) stay', () => {
    const { window } = make();
    window.close();
    expect(window.isDestroyed()).toBe(false);
    expect(window.isVisible()).toBe(false);
    expect(hidden).toBe(1);
  });

  it('closes for real once the app is quitting', () => {
    const { window } = make();
    quitting = true;
    window.close();
    expect(window.isDestroyed()).toBe(true);
  });

  it('navigates only within our exact origins; other links open in the browser', () => {
    const { window } = make();
    const contents = (window as unknown as BrowserWindow).webContents;
    expect(contents.navigate('http://127.0.0.1:8080/admin')).toBe(true);
    expect(contents.navigate('http://127.0.0.1:8080@evil.example/')).toBe(false);
    expect(contents.navigate('http://localhost:8080/studio')).toBe(false);
    expect(contents.navigate('https://example.org/')).toBe(false);
    expect(shellLog).toContainEqual({ kind: 'external', target: 'https://example.org/' });
    expect(contents.navigate('file:///etc/passwd')).toBe(false);
    expect(shellLog.find((s) => s.target.startsWith('file:'))).toBeUndefined();
  });

  it('window.open: our pages allowed, anything else denied (and sent to the browser if http)', () => {
    const { window } = make();
    const open = (window as unknown as BrowserWindow).webContents.openHandler!;
    expect(open({ url: 'http://127.0.0.1:8080/' })).toEqual({ action: 'allow' });
    expect(open({ url: 'http://127.0.0.1:80800/' })).toEqual({ action: 'deny' });
    expect(open({ url: 'https://ko-fi.com/radio' })).toEqual({ action: 'deny' });
    // Port 80800 is no URL at all: denied and not handed to the browser either.
    expect(shellLog).toEqual([{ kind: 'external', target: 'https://ko-fi.com/radio' }]);
  });

  it('refuses to load a foreign origin and reveals itself from the tray', () => {
    const studio = make();
    expect(() => studio.load('http://evil.example/')).toThrow(/foreign/);
    studio.load('emisora://app/setup');
    expect(studio.window.webContents.getURL()).toBe('emisora://app/setup');
    studio.window.close();
    studio.reveal();
    expect(studio.window.isVisible()).toBe(true);
  });
});
