import { beforeEach, describe, expect, it, vi } from 'vitest';
import { invoke, resetStandIn } from '../../testing/main/electron-stand-in';

vi.mock('electron', () => import('../../testing/main/electron-stand-in'));
const { setupIpc } = await import('./ipc');

describe('IPC senders', () => {
  beforeEach(() => resetStandIn());

  it('answers only frames from the channel’s exact origins', async () => {
    const calls: unknown[] = [];
    setupIpc({
      'station:info': { origins: () => ['http://127.0.0.1:8080'], handle: () => 'info' },
      'setup:submit': { origins: () => ['emisora://app'], handle: (form) => calls.push(form) },
    });
    expect(await invoke('station:info', 'http://127.0.0.1:8080/studio')).toBe('info');
    // The old check (startsWith of the origin) answered these.
    expect(await invoke('station:info', 'http://127.0.0.1:8080@evil.example/')).toBeNull();
    expect(await invoke('station:info', 'http://127.0.0.1:80800/')).toBeNull();
    expect(await invoke('station:info', 'http://localhost:8080/studio')).toBeNull();
    expect(await invoke('station:info', '')).toBeNull();
    // The station's pages cannot drive the setup screen's channels.
    expect(await invoke('setup:submit', 'http://127.0.0.1:8080/studio', { x: 1 })).toBeNull();
    expect(calls).toEqual([]);
    await invoke('setup:submit', 'emisora://app/setup', { x: 1 });
    expect(calls).toEqual([{ x: 1 }]);
  });
});
