import { EventEmitter } from 'node:events';
import type { Broadcast, BroadcastEvents } from './broadcast';

/** A station with no broadcast engine: reports honestly that nothing is on air. */
export function createOfflineBroadcast(): Broadcast {
  const events = new EventEmitter<BroadcastEvents>();
  return {
    events,
    status: () => ({
      serverRunning: false,
      listeners: 0,
      isLive: false,
      rtmpPort: null,
      httpPort: null,
      liveStatus: 'offline',
      emptyLibrary: false,
      liveMissing: null,
    }),
    nowPlaying: () => ({ current: null, next: null, history: [], listeners: 0, serverRunning: false, isLive: false }),
    start: async () => {},
    stop: async () => {},
    skip: () => {},
    queue: () => ({ items: [], dueSpots: [], liveMissing: null }),
    queueInsert: () => null,
    queueRemove: () => 'not_found',
    playBreak: () => 0,
    // Nothing is ever on air: the stream routes give their offline answer.
    handleMount: () => false,
    handleHls: async () => 'off_air' as const,
    pushStatus: (config) => ({
      state: config.enabled ? 'stopped' : 'disabled',
      lastError: null,
      bytesSent: 0,
      connectedSince: null,
    }),
    close: async () => {},
  };
}
