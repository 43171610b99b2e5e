import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { type AirWindowClient, openAirWindow } from '../../../../testing/station/air-window-client';
import { waitFor } from '../../../../testing/station/test-audio';
import { silentLogger } from '../../core/log';
import { FRAME_BYTES } from '../bus/pcm';
import { createWindowOutput, MAX_WINDOW_BACKLOG } from './window-output';
import { systemClock } from '../../core/clock';

/** Bus frame n: every sample is n × 100, so order, delay and gain can be read back from the samples. */
const numbered = (n: number) => {
  const frame = Buffer.alloc(FRAME_BYTES);
  for (let i = 0; i < FRAME_BYTES; i += 2) frame.writeInt16LE(n * 100, i);
  return frame;
};

describe('the air output through the studio window, on a real WebSocket', () => {
  const cleanup: Array<() => void> = [];
  afterEach(() => {
    for (const step of cleanup.splice(0)) step();
  });

  /** A window output whose WebSocket is served on a free port, and one window connected to it. */
  async function windowAndOutput(settings: { delayMs: number; gainDb: number }) {
    const output = createWindowOutput({
      log: silentLogger,
      clock: systemClock,
      settings: { device: 'ventana:default', ...settings },
    });
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const sockets: WebSocket[] = [];
    server.on('connection', (socket) => {
      sockets.push(socket);
      output.connect(socket);
    });
    cleanup.push(() => server.close());
    output.start();
    const client: AirWindowClient = openAirWindow(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    cleanup.push(() => client.stop());
    expect(await client.opened).toBeNull();
    await waitFor('the sink command', () => client.commands.some((c) => c.deviceId === 'default'));
    return { output, client, serverSocket: () => sockets[0]! };
  }

  it('sends every bus frame in order, delayed and with the gain applied, as binary s16le frames', async () => {
    // 100 ms = 5 frames of delay; −6.02 dB halves every sample.
    const { output, client } = await windowAndOutput({ delayMs: 100, gainDb: -20 * Math.log10(2) });
    for (let n = 1; n <= 20; n++) output.write(numbered(n));
    await waitFor('20 frames', () => client.frames.length === 20);
    expect(client.frames.every((frame) => frame.length === FRAME_BYTES)).toBe(true);
    const firstSamples = client.frames.map((frame) => frame.readInt16LE(0));
    expect(firstSamples.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(firstSamples.slice(5)).toEqual(Array.from({ length: 15 }, (_, i) => (i + 1) * 50));
    // The output's own meter reads what was sent, not the bus.
    expect(output.status().level.peak[0]).not.toBeNull();
  });

  it('drops frames instead of queueing without bound when the window stops reading, and never blocks the bus', async () => {
    const { output, client, serverSocket } = await windowAndOutput({ delayMs: 0, gainDb: 0 });
    // The window's renderer hangs: nothing is read from its socket any more.
    (client.ws as unknown as { _socket: Socket })._socket.pause();
    let largest = 0;
    const startedAt = performance.now();
    // 60 s of bus, far past what the kernel's socket buffers hold.
    for (let n = 0; n < 3_000; n++) {
      output.write(numbered(n % 300));
      largest = Math.max(largest, serverSocket().bufferedAmount);
    }
    expect(performance.now() - startedAt).toBeLessThan(5_000);
    expect(largest).toBeLessThanOrEqual(MAX_WINDOW_BACKLOG);
    expect(output.dropped()).toBeGreaterThan(0);
  });

  it('is failing while the window reports failure, with its reason, and playing once it plays', async () => {
    const { output, client } = await windowAndOutput({ delayMs: 0, gainDb: 0 });
    const devices = [{ deviceId: 'default', label: 'Altavoces' }];
    client.report({ state: 'failed', reason: 'la tarjeta no existe', sinkId: null, peakDbfs: null, devices });
    await waitFor('failing', () => output.status().state === 'failing');
    expect(output.status().alert).toBe(
      'La ventana del estudio no puede reproducir en «Altavoces»: la tarjeta no existe',
    );
    client.report({ state: 'playing', reason: null, sinkId: 'default', peakDbfs: -12, devices });
    await waitFor('playing', () => output.status().state === 'playing');
    expect(output.status()).toMatchObject({ alert: null, windowPeakDbfs: -12, restarts: 0 });
    expect(output.devices()).toEqual(devices);
  });
});
