import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Alert } from '../../../../shared/schemas/admin/health';
import type { RdsState } from '../../../../shared/schemas/broadcast/rds';
import { type ApiClient, apiClient } from '../../../../testing/station/api-client';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';
import { createRdsDownAlert } from './rds-down-alert';

/** An encoder's ASCII port that can go away (sockets and listener closed) and come back on the same port. */
async function encoder(port = 0) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('rds_down: the technician is told while the RDS encoder cannot be reached', () => {
  let station: TestStation;
  let receiver: Awaited<ReturnType<typeof encoder>>;
  let api: ApiClient;

  beforeAll(async () => {
    receiver = await encoder();
    station = await startToneStation([440], 30, { rds: `tcp://127.0.0.1:${receiver.port}` });
    api = apiClient(station, await station.login());
  }, 60_000);

  afterAll(async () => {
    await station?.close();
    await receiver?.stop();
  });

  const openAlerts = (): Promise<Alert[]> => api.call('health.alerts', { query: { open: 'true' } });
  const rdsDown = async () => (await openAlerts()).find((alert) => alert.kind === 'rds_down') ?? null;

  it('raises after the reconnects fail, says which encoder, and resolves once it answers again', async () => {
    await expect.poll(() => station.context.broadcast.rds?.().status, { timeout: 5000 }).toBe('ok');
    expect(await rdsDown()).toBeNull();

    await receiver.stop();
    // Three failed attempts with 0.5 s and 1 s of backoff between them: well within 10 s.
    await expect.poll(rdsDown, { timeout: 10_000, interval: 200 }).not.toBeNull();
    expect((await rdsDown())?.message).toContain(`El codificador RDS (tcp://127.0.0.1:${receiver.port}) no responde`);

    receiver = await encoder(receiver.port);
    // The backoff has grown to a few seconds by now; the next attempt connects and the alert closes.
    await expect.poll(rdsDown, { timeout: 20_000, interval: 200 }).toBeNull();
    expect(station.context.broadcast.rds?.().status).toBe('ok');
  }, 60_000);
});

describe('rds_down on a link that never opens (a connect that hangs fails no attempt)', () => {
  it('raises after 60 s without a link, and one broken write followed by a reconnect raises nothing', () => {
    vi.useFakeTimers();
    try {
      const open = new Set<string>();
      const alerts = {
        raise(kind: 'rds_down') {
          open.add(kind);
          return null;
        },
        resolve(kind: 'rds_down') {
          open.delete(kind);
          return null;
        },
      };
      const down = createRdsDownAlert(alerts);
      const state = (status: RdsState['status']): RdsState => ({
        target: 'tcp://192.0.2.1:4001',
        status,
        radioText: null,
        ps: null,
        lastSentAt: null,
        lastError: null,
      });
      down.onState(state('ok'));
      down.onState(state('error'));
      down.onState(state('connecting'));
      down.onState(state('ok'));
      vi.advanceTimersByTime(120_000);
      expect(open.has('rds_down')).toBe(false);

      down.onState(state('connecting'));
      vi.advanceTimersByTime(59_000);
      expect(open.has('rds_down')).toBe(false);
      vi.advanceTimersByTime(1_000);
      expect(open.has('rds_down')).toBe(true);
      down.onState(state('ok'));
      expect(open.has('rds_down')).toBe(false);
      down.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
