import { ipcMain } from 'electron';
import { isAllowedOrigin } from './origin';

type Handler = (...args: unknown[]) => unknown;

/**
 * The only IPC surface. Each channel names the origins that may call it, compared exactly with the sending
 * frame's URL: a page from anywhere else (a link that slipped through, an iframe) gets null.
 */
export function setupIpc(channels: Record<string, { origins: () => readonly string[]; handle: Handler }>) {
  for (const [channel, { origins, handle }] of Object.entries(channels)) {
    ipcMain.handle(channel, (event: { senderFrame?: { url: string } | null }, ...args: unknown[]) => {
      const sender = event.senderFrame?.url ?? '';
      if (!isAllowedOrigin(sender, origins())) return null;
      return handle(...args);
    });
  }
}
