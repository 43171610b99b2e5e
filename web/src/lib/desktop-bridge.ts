import type { DesktopBridge } from '../../../shared/schemas/core/desktop';

/** The desktop window's bridge (preload), absent in a browser on the network. */
export const desktopBridge = (): DesktopBridge | undefined =>
  (window as unknown as { emisora?: DesktopBridge }).emisora;
