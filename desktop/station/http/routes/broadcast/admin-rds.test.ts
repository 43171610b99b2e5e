import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RDS_DEFAULTS, type RdsView } from '../../../../../shared/schemas/broadcast/rds';
import { type AdminSuite, as, errorBody, jsonBody } from '../../../../../testing/station/admin-helpers';
import { startTestStation } from '../../../../../testing/station/test-station';

// A real engine (empty library: the station ID airs), so a saved target is seen to reach the air.
const suite = {} as Pick<AdminSuite, 'station' | 'api'>;
beforeAll(async () => {
  suite.station = await startTestStation();
  await suite.station.ready;
  suite.api = as(suite.station, await suite.station.login());
}, 60_000);
afterAll(async () => {
  await suite.station?.close();
  encoder.close();
});
const put = (json: unknown) => suite.api('/api/admin/rds', { method: 'PUT', json });

let received = '';
const encoder = net.createServer((socket) => socket.on('data', (data) => (received += data.toString('latin1'))));

describe('admin RDS settings', () => {
  it('start with no encoder and the defaults', async () => {
    const view = await jsonBody<RdsView>(await suite.api('/api/admin/rds'));
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
      .poll(async () => (await jsonBody<RdsView>(await suite.api('/api/admin/rds'))).state)
      .toMatchObject({ target, status: 'ok', radioText: 'Ràdio Portbou' });
  });

  it('refuses a target it cannot use, in Spanish, naming the field, and keeps the old settings', async () => {
    for (const target of ['http://codificador', 'tcp://sin-puerto', 'serial:///dev/ttyS0?baud=7']) {
      const res = await put({ ...RDS_DEFAULTS, target });
      expect(res.status, target).toBe(400);
      const body = await errorBody(res);
      expect(body.field).toBe('target');
      expect(body.message).toContain('tcp://equipo:puerto');
    }
    const view = await jsonBody<RdsView>(await suite.api('/api/admin/rds'));
    expect(view.settings.target).toMatch(/^tcp:\/\/127\.0\.0\.1:/);
  });

  it('is refused to a visitor without a session', async () => {
    const res = await suite.station.fetch('/api/admin/rds');
    expect(res.status).toBe(401);
  });
});
