import { BrowserWindow, shell } from 'electron';
import { isAllowedOrigin, originOf } from './origin';

export interface StudioWindowOptions {
  preload: string;
  title: string;
  /** The exact origins the window may show (the station on 127.0.0.1, the setup screen). */
  allowedOrigins(): readonly string[];
  /** True once the app is really quitting: then closing the window closes it. */
  isQuitting(): boolean;
  /** The window was closed to the tray (the station stays on air). */
  onHidden?(): void;
}

const openInBrowser = (url: string) => {
  const origin = originOf(url);
  if (origin?.startsWith('http://') || origin?.startsWith('https://')) void shell.openExternal(url);
};

/**
 * The studio window: sandboxed, no Node in the page. Closing it hides it (the station keeps broadcasting from the
 * tray). It only ever shows our own origins, compared exactly; other links open in the volunteer's browser.
 */
export function setupStudioWindow(options: StudioWindowOptions) {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    title: options.title,
    show: true,
    webPreferences: {
      preload: options.preload,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      // The air output through the studio window (ventana:<deviceId>) must sound after a restart with nobody at
      // the PC to click: Chromium's default policy would keep its AudioContext suspended until a gesture.
      autoplayPolicy: 'no-user-gesture-required',
      // Closed to the tray the window is hidden, not gone: it still feeds the transmitter, so it is not throttled.
      backgroundThrottling: false,
    },
  });
  const ours = (url: string) => isAllowedOrigin(url, options.allowedOrigins());

  window.webContents.setWindowOpenHandler(({ url }) => {
    if (ours(url)) return { action: 'allow' };
    openInBrowser(url);
    return { action: 'deny' };
  });
  const guard = (event: { preventDefault(): void }, url: string) => {
    if (ours(url)) return;
    event.preventDefault();
    openInBrowser(url);
  };
  window.webContents.on('will-navigate', guard);
  window.webContents.on('will-redirect', guard);

  window.on('close', (event: { preventDefault(): void }) => {
    if (options.isQuitting()) return;
    event.preventDefault();
    window.hide();
    options.onHidden?.();
  });

  return {
    window,
    load(url: string) {
      if (!ours(url)) throw new Error(`refusing to load a foreign origin: ${originOf(url) ?? url}`);
      void window.loadURL(url);
    },
    /** Brings the window back (tray click, second launch). */
    reveal() {
      if (window.isDestroyed()) return;
      if (window.isMinimized()) window.restore();
      window.show();
      window.focus();
    },
  };
}
export type StudioWindow = ReturnType<typeof setupStudioWindow>;
