import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';

/** The encoder hears the title when the listener does (the transition's midpoint), not when planned. */
describe('the engine feeds the RDS encoder what is on air', () => {
  let station: TestStation;
  let server: net.Server;
  let received = '';

  beforeAll(async () => {
    server = net.createServer((socket) => socket.on('data', (data) => (received += data.toString('latin1'))));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    station = await startToneStation([440, 660], 60, { rds: `tcp://127.0.0.1:${port}` });
  }, 60_000);

  afterAll(async () => {
    await station?.close();
    server?.close();
  });

  const onAir = () => {
    const current = station.context.broadcast.nowPlaying().current!;
    return `${current.artist} - ${current.title}`;
  };

  it('sends RT= with the title on air, and the next one within a second of the change', async () => {
    await expect.poll(() => received, { timeout: 2000 }).toContain(`RT=${onAir()}\r\n`);
    expect(station.context.broadcast.rds?.()).toMatchObject({ status: 'ok', radioText: onAir() });
    const first = onAir();
    station.context.broadcast.skip();
    await expect.poll(onAir, { timeout: 10_000, interval: 20 }).not.toBe(first);
    await expect.poll(() => received, { timeout: 1000, interval: 20 }).toContain(`RT=${onAir()}\r\n`);
    // Nothing about the next track reached the encoder before it was heard.
    expect(received.indexOf(`RT=${onAir()}`)).toBeGreaterThan(received.indexOf(`RT=${first}`));
  }, 40_000);
});
