import { EventEmitter } from 'node:events';

/**
 * A stand-in for the `electron` module (no Electron binary can be downloaded here). It behaves like the parts of
 * Electron the main process uses, records what it was asked to do, and lets a test play the user: close a window,
 * answer a dialog, launch a second instance, kill the utility process. Used by vitest module mocking
 * (`vi.mock('electron', () => import('./testing/electron-stand-in'))`) and by scripts/check-package.mjs.
 */

export interface FakeEvent {
  defaultPrevented: boolean;
  preventDefault(): void;
}
export const fakeEvent = (extra: Record<string, unknown> = {}): FakeEvent & Record<string, unknown> => ({
  defaultPrevented: false,
  preventDefault() {
    this.defaultPrevented = true;
  },
  ...extra,
});

class FakeWebContents extends EventEmitter {
  url = '';
  openHandler: ((details: { url: string }) => { action: 'allow' | 'deny' }) | null = null;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'allow' | 'deny' }) {
    this.openHandler = handler;
  }
  loadURL(url: string) {
    this.url = url;
    return Promise.resolve();
  }
  getURL() {
    return this.url;
  }
  /** Test helper: what the page's navigation to `url` would do. True when allowed. */
  navigate(url: string): boolean {
    const event = fakeEvent();
    this.emit('will-navigate', event, url);
    if (!event.defaultPrevented) this.url = url;
    return !event.defaultPrevented;
  }
}

export class BrowserWindow extends EventEmitter {
  static all: BrowserWindow[] = [];
  static getAllWindows() {
    return BrowserWindow.all.filter((w) => !w.destroyed);
  }
  webContents = new FakeWebContents();
  visible = true;
  minimized = false;
  focused = 0;
  destroyed = false;
  title = '';
  constructor(readonly options: Record<string, unknown> = {}) {
    super();
    this.title = String(options.title ?? '');
    BrowserWindow.all.push(this);
  }
  loadURL(url: string) {
    return this.webContents.loadURL(url);
  }
  show() {
    this.visible = true;
  }
  hide() {
    this.visible = false;
  }
  isVisible() {
    return this.visible;
  }
  isMinimized() {
    return this.minimized;
  }
  restore() {
    this.minimized = false;
  }
  focus() {
    this.focused++;
  }
  setTitle(title: string) {
    this.title = title;
  }
  isDestroyed() {
    return this.destroyed;
  }
  /** Like the user clicking the window's close button. */
  close() {
    const event = fakeEvent();
    this.emit('close', event);
    if (!event.defaultPrevented) this.destroy();
  }
  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    this.emit('closed');
  }
}

class FakeApp extends EventEmitter {
  isPackaged = false;
  singleInstance = true;
  loginItem = { openAtLogin: false };
  quitCalls = 0;
  exited: number | null = null;
  private readyResolve!: () => void;
  private readyPromise = new Promise<void>((resolve) => {
    this.readyResolve = resolve;
  });
  paths: Record<string, string> = { userData: '/tmp/emisora-stand-in', home: '/tmp' };
  whenReady() {
    return this.readyPromise;
  }
  /** Test helper: Electron finished starting. */
  becomeReady() {
    this.readyResolve();
    this.emit('ready');
  }
  isReady() {
    return true;
  }
  getPath(name: string) {
    return this.paths[name] ?? `/tmp/${name}`;
  }
  getVersion() {
    return '0.1.0-stand-in';
  }
  getName() {
    return 'Emisora';
  }
  requestSingleInstanceLock() {
    return this.singleInstance;
  }
  setLoginItemSettings(settings: { openAtLogin: boolean }) {
    this.loginItem = { ...settings };
  }
  getLoginItemSettings() {
    return this.loginItem;
  }
  /** Like Electron: before-quit (cancellable), then will-quit and quit. */
  quit() {
    this.quitCalls++;
    const event = fakeEvent();
    this.emit('before-quit', event);
    if (event.defaultPrevented) return;
    const will = fakeEvent();
    this.emit('will-quit', will);
    if (!will.defaultPrevented) this.emit('quit');
  }
  exit(code = 0) {
    this.exited = code;
  }
  focus() {}
  setAppUserModelId() {}
}

export class FakeUtilityProcess extends EventEmitter {
  static nextPid = 40_000;
  pid: number | undefined = FakeUtilityProcess.nextPid++;
  sent: unknown[] = [];
  killed = false;
  constructor(
    readonly modulePath: string,
    readonly args: string[],
    readonly options: Record<string, unknown>,
  ) {
    super();
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  kill() {
    this.killed = true;
    queueMicrotask(() => this.exit(null));
    return true;
  }
  /** Test helper: the child says something. */
  say(message: unknown) {
    this.emit('message', message);
  }
  /** Test helper: the child process ended. */
  exit(code: number | null) {
    if (this.pid === undefined) return;
    this.pid = undefined;
    this.emit('exit', code ?? 0);
  }
}

class FakeTray extends EventEmitter {
  static all: FakeTray[] = [];
  image: unknown;
  tooltip = '';
  menu: { items: MenuItem[] } | null = null;
  destroyed = false;
  constructor(image: unknown) {
    super();
    this.image = image;
    FakeTray.all.push(this);
  }
  setImage(image: unknown) {
    this.image = image;
  }
  setToolTip(tooltip: string) {
    this.tooltip = tooltip;
  }
  setContextMenu(menu: { items: MenuItem[] }) {
    this.menu = menu;
  }
  destroy() {
    this.destroyed = true;
  }
}
export { FakeTray as Tray };

export interface MenuItem {
  label?: string;
  type?: string;
  enabled?: boolean;
  click?: () => void;
}
export const Menu = {
  buildFromTemplate: (items: MenuItem[]) => ({ items }),
};
export const nativeImage = {
  createFromPath: (path: string) => ({ path, isEmpty: () => false }),
};

type DialogAnswer = { response: number; checkboxChecked?: boolean } | { canceled: boolean; filePaths: string[] };
export const dialogLog: Array<{ kind: string; options: Record<string, unknown> }> = [];
/** Answers the next dialogs will give, in order (default: the first button / cancelled). */
export const dialogAnswers: DialogAnswer[] = [];
export const dialog = {
  showMessageBox: async (...args: unknown[]) => {
    const options = args.at(-1) as Record<string, unknown>;
    dialogLog.push({ kind: 'message', options });
    return (dialogAnswers.shift() as { response: number } | undefined) ?? { response: 0, checkboxChecked: false };
  },
  showOpenDialog: async (...args: unknown[]) => {
    const options = args.at(-1) as Record<string, unknown>;
    dialogLog.push({ kind: 'open', options });
    return (
      (dialogAnswers.shift() as { canceled: boolean; filePaths: string[] } | undefined) ?? {
        canceled: true,
        filePaths: [],
      }
    );
  },
  showErrorBox: (title: string, content: string) => {
    dialogLog.push({ kind: 'error', options: { title, content } });
  },
};

export const shellLog: Array<{ kind: string; target: string }> = [];
export const shell = {
  openExternal: async (url: string) => {
    shellLog.push({ kind: 'external', target: url });
  },
  openPath: async (path: string) => {
    shellLog.push({ kind: 'path', target: path });
    return '';
  },
};

type Handler = (event: unknown, ...args: unknown[]) => unknown;
export const ipcHandlers = new Map<string, Handler>();
export const ipcMain = {
  handle(channel: string, handler: Handler) {
    if (ipcHandlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    ipcHandlers.set(channel, handler);
  },
  removeHandler(channel: string) {
    ipcHandlers.delete(channel);
  },
};
/** Test helper: a renderer at `senderUrl` invokes `channel`. */
export function invoke(channel: string, senderUrl: string, ...args: unknown[]) {
  const handler = ipcHandlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler({ senderFrame: { url: senderUrl } }, ...args);
}

export const forks: FakeUtilityProcess[] = [];
export const utilityProcess = {
  fork(modulePath: string, args: string[] = [], options: Record<string, unknown> = {}) {
    const child = new FakeUtilityProcess(modulePath, args, options);
    forks.push(child);
    return child;
  },
};

export const protocolHandlers = new Map<string, (request: Request) => Response | Promise<Response>>();
export const privilegedSchemes: unknown[] = [];
export const protocol = {
  registerSchemesAsPrivileged(schemes: unknown[]) {
    privilegedSchemes.push(...schemes);
  },
  handle(scheme: string, handler: (request: Request) => Response | Promise<Response>) {
    protocolHandlers.set(scheme, handler);
  },
};

export const contextBridge = {
  exposed: {} as Record<string, unknown>,
  exposeInMainWorld(key: string, api: unknown) {
    contextBridge.exposed[key] = api;
  },
};
export const ipcRenderer = {
  invoked: [] as Array<{ channel: string; args: unknown[] }>,
  invoke(channel: string, ...args: unknown[]) {
    ipcRenderer.invoked.push({ channel, args });
    return Promise.resolve(null);
  },
};

export const app = new FakeApp();

/** Puts the stand-in back as a fresh Electron (between tests). */
export function resetStandIn() {
  app.removeAllListeners();
  app.isPackaged = false;
  app.singleInstance = true;
  app.loginItem = { openAtLogin: false };
  app.quitCalls = 0;
  app.exited = null;
  BrowserWindow.all = [];
  FakeTray.all = [];
  forks.length = 0;
  dialogLog.length = 0;
  dialogAnswers.length = 0;
  shellLog.length = 0;
  ipcHandlers.clear();
  protocolHandlers.clear();
  privilegedSchemes.length = 0;
}

export default {
  app,
  BrowserWindow,
  Tray: FakeTray,
  Menu,
  nativeImage,
  dialog,
  shell,
  ipcMain,
  utilityProcess,
  protocol,
  contextBridge,
  ipcRenderer,
};
