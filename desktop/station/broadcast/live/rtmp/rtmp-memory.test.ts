import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memoryOf,
  type SourceCli,
  spawnSourceCli,
  statusOf,
  waitForOk,
} from '../../../../../testing/station/cli-process';
import {
  chunkHeader,
  connectBytes,
  handshakeBytes,
  type RawRtmp,
  rawRtmp,
} from '../../../../../testing/station/rtmp-wire';
import { waitFor } from '../../../../../testing/station/test-audio';

/** Headroom over the station's address space at rest: ~64 of the attack's 16 MiB reservations. */
const HEADROOM_KIB = 1024 * 1024;

/**
 * The memory bomb against the RTMP reader: after the handshake (no connect, no key), type-0 chunk headers on one chunk
 * stream after another, each announcing a 16 MiB audio message, with one chunk (128 bytes) of it.
 */
function headerFlood(streams: number): Buffer {
  const parts = [handshakeBytes()];
  for (let i = 0; i < streams; i++) {
    // Chunk streams 2..63 fit the one-byte basic header; 64.. take two (fmt 0, cid byte 0, then cid - 64).
    const cid = 2 + i;
    const header = chunkHeader(cid < 64 ? cid : 0, 8, 0xffffff);
    parts.push(cid < 64 ? header : Buffer.concat([header.subarray(0, 1), Buffer.from([cid - 64]), header.subarray(1)]));
    parts.push(Buffer.alloc(128));
  }
  return Buffer.concat(parts);
}

describe('RTMP parser memory: no byte sequence before login reserves the station memory', () => {
  let cli: SourceCli;
  let pid: number;

  beforeAll(async () => {
    // EMISORA_CORE: the station core itself, not a supervisor around it, so its own memory is measured.
    cli = await spawnSourceCli({ EMISORA_CORE: '1' });
    await waitForOk(`${cli.url}/stream`);
    pid = cli.child.pid!;
  }, 60_000);

  afterAll(async () => {
    await cli?.close();
  });

  it('keeps its memory flat and does not abort under ulimit -v while 35 kB of chunk headers arrive', async () => {
    const before = memoryOf(pid);
    // ulimit -v on the running station: its address space now plus 1 GiB.
    const limitBytes = (before.vmSizeKiB + HEADROOM_KIB) * 1024;
    execFileSync('prlimit', ['--pid', String(pid), `--as=${limitBytes}:${limitBytes}`]);

    const flood = headerFlood(250);
    expect(flood.length).toBeLessThan(40_000);
    const attackers: RawRtmp[] = [];
    for (let i = 0; i < 4; i++) {
      const attacker = await rawRtmp(cli.rtmpPort);
      attacker.socket.write(flood);
      attackers.push(attacker);
    }
    // Each is closed by the station (or, before the fix, by its death).
    await waitFor('every attacker closed', () => attackers.every((a) => a.closedAt() !== null), 10_000);

    expect(cli.child.exitCode).toBeNull();
    expect(cli.child.signalCode).toBeNull();
    const after = memoryOf(pid);
    expect(after.vmSizeKiB - before.vmSizeKiB).toBeLessThan(64 * 1024);
    expect(after.rssKiB - before.rssKiB).toBeLessThan(64 * 1024);
    expect(await statusOf(`${cli.url}/stream`)).toBe(200);
    expect(cli.output()).toMatch(/RTMP connection closed.*message too large before publishing|too many chunk streams/);
  }, 40_000);

  it('closes a connection whose connect command it cannot read, instead of crashing', async () => {
    const client = await rawRtmp(cli.rtmpPort);
    const connect = connectBytes(cli.rtmpPort, 'live');
    // The same command with a tcUrl that is no URL at all.
    const broken = Buffer.from(
      connect.toString('latin1').replace(/rtmp:\/\/127\.0\.0\.1:\d+\/live/, (url) => 'x'.repeat(url.length)),
      'latin1',
    );
    client.socket.write(Buffer.concat([handshakeBytes(), broken]));
    await waitFor('the connection closed', () => client.closedAt() !== null, 10_000);
    expect(cli.child.exitCode).toBeNull();
    expect(await statusOf(`${cli.url}/stream`)).toBe(200);
  }, 20_000);
});
