import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RDS_DEFAULTS } from '../../../../../shared/schemas/broadcast/rds';
import type { AdminSuite } from '../../../../../testing/station/admin-helpers';
import { startTestStation } from '../../../../../testing/station/test-station';
import { apiClient } from '../../../../../testing/station/api-client';

// A real engine (empty library: the station ID airs), so a saved target is seen to reach the air.
const suite = {} as Pick<AdminSuite, 'station' | 'client'>;
beforeAll(async () => {
  suite.station = await startTestStation();
  await suite.station.ready;
  suite.client = apiClient(suite.station, await suite.station.login());
}, 60_000);
afterAll(async () => {
  await suite.station?.close();
  encoder.close();
});
const put = (json: unknown) => suite.client.sendInvalid('rds.update', { body: json });

let received = '';
const encoder = net.createServer((socket) => socket.on('data', (data) => (received += data.toString('latin1'))));

describe('admin RDS settings', () => {
  it('start with no encoder and the defaults', async () => {
    const view = await suite.client.call('rds.get');
    expect(view).toMatchObject({ settings: RDS_DEFAULTS, fixedTarget: null, state: { status: 'off' } });
  });

  it('a saved target is fed at once with what is on air, in the RDS character set', async () => {
    await new Promise<void>((resolve) => encoder.listen(0, '127.0.0.1', resolve));
    const target = `tcp://127.0.0.1:${(encoder.address() as net.AddressInfo).port}`;
    const res = await put({ ...RDS_DEFAULTS, target, ps: 'PORTBOU' });
    expect(res.status).toBe(200);
    // An empty library airs the station ID: the radio shows the station's name ("à" is 0x81 there).
    await expect.poll(() => received, { timeout: 5000 }).toContain('RT=R\x81dio Portbou\r\n');
    expect(received).toContain('PS=PORTBOU \r\n');
    await expect
      .poll(async () => (await suite.client.call('rds.get')).state)
      .toMatchObject({ target, status: 'ok', radioText: 'Ràdio Portbou' });
  });

  it('refuses a target it cannot use, in Spanish, naming the field, and keeps the old settings', async () => {
    for (const target of ['http://codificador', 'tcp://sin-puerto', 'serial:///dev/ttyS0?baud=7']) {
      const res = await put({ ...RDS_DEFAULTS, target });
      expect(res.status, target).toBe(400);
      const body = res.error!;
      expect(body.field).toBe('target');
      expect(body.message).toContain('tcp://equipo:puerto');
    }
    const view = await suite.client.call('rds.get');
    expect(view.settings.target).toMatch(/^tcp:\/\/127\.0\.0\.1:/);
  });

  it('is refused to a visitor without a session', async () => {
    const res = await apiClient(suite.station).send('rds.get');
    expect(res.status).toBe(401);
  });
});
