import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardRtmpServer } from './rtmp-guard';
import { waitFor } from '../../../../../testing/station/test-audio';

/** A plain TCP server standing in for node-media-server's: it keeps every socket the guard lets through. */
async function guarded(maxConnections: number, handshakeMs: number) {
  const accepted: net.Socket[] = [];
  const server = net.createServer((socket) => accepted.push(socket));
  const guard = guardRtmpServer(server, { maxConnections, handshakeMs });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const connect = () =>
    new Promise<{ closed: () => boolean }>((resolve) => {
      let closed = false;
      const socket = net.connect(port, '127.0.0.1', () => resolve({ closed: () => closed }));
      socket.on('error', () => {});
      socket.once('close', () => {
        closed = true;
      });
    });
  return { server, guard, accepted, connect };
}

describe('RTMP connection guard', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  const start = async (max: number, ms: number) => {
    const g = await guarded(max, ms);
    stop = () => {
      g.guard.stop();
      for (const s of g.accepted) s.destroy();
      g.server.close();
    };
    return g;
  };

  it('drops the oldest connection still in its handshake for a newcomer, keeping one slot free', async () => {
    const { connect } = await start(3, 5_000);
    const a = await connect();
    const b = await connect();
    const c = await connect();
    await waitFor('the oldest dropped', () => a.closed(), 1_000, 10);
    expect([b.closed(), c.closed()]).toEqual([false, false]);
  });

  it('closes connections that never publish after the deadline, but not established ones', async () => {
    const { connect, accepted, guard } = await start(5, 300);
    const idle = await connect();
    const publisher = await connect();
    await waitFor('both accepted', () => accepted.length === 2, 1_000, 10);
    guard.publishing(accepted[1]!);
    await waitFor('the idle one closed at its deadline', () => idle.closed(), 2_000, 10);
    expect(publisher.closed()).toBe(false);
  });

  it('drops the oldest player, never a publisher, when no connection is left in its handshake', async () => {
    const { connect, accepted, guard } = await start(4, 5_000);
    const publisher = await connect();
    const oldPlayer = await connect();
    const newPlayer = await connect();
    await waitFor('three accepted', () => accepted.length === 3, 1_000, 10);
    guard.publishing(accepted[0]!);
    guard.playing(accepted[1]!);
    guard.playing(accepted[2]!);
    const newcomer = await connect();
    await waitFor('the oldest player dropped', () => oldPlayer.closed(), 1_000, 10);
    expect([publisher.closed(), newPlayer.closed(), newcomer.closed()]).toEqual([false, false, false]);
  });

  it('refuses a newcomer outright when every slot is taken by a publisher', async () => {
    const { connect, accepted, guard } = await start(2, 5_000);
    await connect();
    await waitFor('one accepted', () => accepted.length === 1, 1_000, 10);
    guard.publishing(accepted[0]!);
    // The second fills the cap: nothing is pending but itself, so it stays; a third finds the cap full.
    const second = await connect();
    await waitFor('two accepted', () => accepted.length === 2, 1_000, 10);
    guard.publishing(accepted[1]!);
    const third = await connect();
    await waitFor('the third refused', () => third.closed(), 1_000, 10);
    expect(second.closed()).toBe(false);
    expect(accepted).toHaveLength(2);
  });
});
