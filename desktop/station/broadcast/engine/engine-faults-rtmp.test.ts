import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../ffmpeg/run';
import { createLogger } from '../../core/log';
import { apiClient } from '../../../../testing/station/api-client';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';
import { MAX_RTMP_CONNECTIONS, RTMP_HANDSHAKE_MS } from '../live/rtmp/rtmp-guard';
import { addToneTrack, publisherArgs, sleep, waitFor } from '../../../../testing/station/test-audio';
import { firstToneAt } from '../../../../testing/station/test-listener';

const LIVE_TONE = 1000;
const INTRUDER_TONE = 1500;

const requireCjs = createRequire(import.meta.url);
interface NmsRtmpClient {
  connect(url: string): Promise<void>;
  sendConnect(): Promise<unknown>;
  sendCreateStream(): Promise<number>;
  sendPlay(name: string): Promise<unknown>;
  sendPacket(packet: object): void;
  disconnect(): void;
}

interface Packet {
  flags: number;
  size: number;
  data: Buffer;
}

/** The intruder's tone as RTMP media packets (AAC configuration first), parsed by node-media-server's own FLV parser. */
async function tonePackets(ffmpegPath: string, frequency: number): Promise<Packet[]> {
  const lavfi = `sine=frequency=${frequency}:sample_rate=44100:duration=5`;
  const { stdout } = await runFfmpeg(ffmpegPath, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    lavfi,
    '-ac',
    '2',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-f',
    'flv',
    'pipe:1',
  ]);
  const Flv = requireCjs('node-media-server/src/protocol/flv.js') as new () => {
    onPacketCallback(p: Packet): void;
    parserData(b: Buffer): string | null;
  };
  const parser = new Flv();
  const packets: Packet[] = [];
  // The parser reuses one buffer for every tag: copy each packet's bytes out.
  parser.onPacketCallback = (packet) =>
    packets.push({ ...packet, data: Buffer.from(packet.data.subarray(0, packet.size)) });
  parser.parserData(stdout);
  return packets;
}

/** Decoded audio of the station's HTTP-FLV output for `seconds`, once the player is counted. */
async function flvPlayer(
  station: TestStation,
  seconds: number,
  children: ChildProcess[],
): Promise<() => Promise<Buffer>> {
  const url = `http://127.0.0.1:${station.context.config.flvPort}/live/emisora.flv`;
  const player = spawn(
    station.context.ffmpegPath,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-t',
      String(seconds),
      '-i',
      url,
      '-f',
      's16le',
      '-ar',
      '44100',
      '-ac',
      '2',
      'pipe:1',
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  children.push(player);
  const chunks: Buffer[] = [];
  player.stdout!.on('data', (c: Buffer) => chunks.push(c));
  const closed = new Promise((resolve) => player.once('close', resolve));
  await waitFor('the FLV player counted', () => station.context.broadcast.status().listeners >= 1, 5_000);
  return async () => {
    await closed;
    return Buffer.concat(chunks);
  };
}

/** A raw TCP connection to the RTMP port that never sends a byte; records when the server closed it. */
function idleSocket(port: number): Promise<{ socket: net.Socket; closedAt: () => number | null }> {
  return new Promise((resolve, reject) => {
    let closedAt: number | null = null;
    const socket = net.connect(port, '127.0.0.1', () => resolve({ socket, closedAt: () => closedAt }));
    socket.on('error', () => {});
    socket.once('close', () => {
      closedAt = Date.now();
    });
    socket.once('error', reject);
  });
}

describe('RTMP port faults: idle floods, connection cap, the internal publisher, media injection', () => {
  let station: TestStation;
  const lines: string[] = [];
  const children: ChildProcess[] = [];
  const isLive = async () => (await apiClient(station).call('streaming.status')).isLive;
  const publish = (name: string, frequency = LIVE_TONE) => {
    const child = spawn(
      station.context.ffmpegPath,
      publisherArgs(`rtmp://127.0.0.1:${station.context.config.rtmpPort}/live/${name}`, frequency),
      { stdio: 'ignore' },
    );
    children.push(child);
    return child;
  };

  beforeAll(async () => {
    station = await startTestStation(
      { logLevel: 'debug' },
      { log: createLogger('debug', 'station', (line) => lines.push(line)) },
    );
    await addToneTrack(station.context, {
      title: 'Tono 440',
      artist: 'Artista',
      frequency: 440,
      toneSeconds: 20,
      silence: 0,
    });
    await station.ready;
    await waitFor(
      'rotation on air',
      () => station.context.broadcast.nowPlaying().current?.source === 'rotation',
      15_000,
    );
  }, 60_000);

  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });

  afterAll(async () => {
    await station?.close();
  });

  it('closes connections over the cap at once and idle ones within the deadline, while OBS still goes live', async () => {
    const { rtmpPort } = station.context.config;
    const openedAt = Date.now();
    const idle: Array<Awaited<ReturnType<typeof idleSocket>>> = [];
    // One after another, as a flood arrives: the cap is decided per connection.
    for (let i = 0; i < 30; i++) idle.push(await idleSocket(rtmpPort));
    const closed = () => idle.filter((s) => s.closedAt() !== null).length;
    await waitFor('the connections over the cap closed', () => closed() >= 30 - MAX_RTMP_CONNECTIONS, 5_000, 20);
    const closedEarly = closed();
    expect(closedEarly).toBeGreaterThanOrEqual(30 - MAX_RTMP_CONNECTIONS);
    expect(closedEarly).toBeLessThanOrEqual(30 - MAX_RTMP_CONNECTIONS + 1);

    // During the flood a real publisher gets a slot and goes on air.
    const obs = publish(station.context.repos.settings.streaming().streamKey);
    await waitFor('live during the flood', isLive, 8_000, 100);
    // The idle connection dropped to make room for OBS closed before this; only deadline closes come after.
    const liveAt = Date.now();

    await waitFor(
      'every idle connection closed',
      () => idle.every((s) => s.closedAt() !== null),
      RTMP_HANDSHAKE_MS + 3_000,
      100,
    );
    const late = idle.filter((s) => s.closedAt()! > liveAt).map((s) => s.closedAt()! - openedAt);
    expect(Math.min(...late)).toBeGreaterThanOrEqual(RTMP_HANDSHAKE_MS - 500);
    expect(Math.max(...late)).toBeLessThanOrEqual(RTMP_HANDSHAKE_MS + 1_500);
    // The publisher that completed its handshake is not subject to the deadline.
    expect(obs.exitCode).toBeNull();
    expect(await isLive()).toBe(true);
    obs.kill('SIGKILL');
    await waitFor('back to rotation', async () => !(await isLive()), 8_000, 100);

    // After the flood: a new publisher goes on air as usual.
    publish(station.context.repos.settings.streaming().streamKey);
    await waitFor('live after the flood', isLive, 8_000, 100);
  }, 45_000);

  it('keeps the internal publish secret off every command line, and refuses an outsider on the output name', async () => {
    const pids = station.context.broadcast.diagnostics!().childPids;
    expect(pids.length).toBeGreaterThanOrEqual(2);
    const commandLines = pids.map((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' '));
    // No child publishes over RTMP with a credential in its URL (token=, or any query string).
    for (const line of commandLines) expect(line).not.toMatch(/rtmp:\/\/|token=/);

    // A FLV player of the station output hears the station, never the outsider's tone.
    const heard = await flvPlayer(station, 6, children);
    const intruder = publish('emisora', INTRUDER_TONE);
    await new Promise((resolve) => (intruder.exitCode !== null ? resolve(null) : intruder.once('exit', resolve)));
    expect(lines.some((l) => l.includes('publish refused') && l.includes('own-output'))).toBe(true);
    const pcm = await heard();
    expect(pcm.length).toBeGreaterThan(176_400 * 3);
    expect(firstToneAt(pcm, INTRUDER_TONE)).toBeNull();
    expect(firstToneAt(pcm, 440)).not.toBeNull();
  }, 30_000);

  it('does not let an RTMP player of the output push its own media into it', async () => {
    const packets = (await tonePackets(station.context.ffmpegPath, INTRUDER_TONE)).slice(0, 60);
    // What every player of the output is sent, tapped the way the live decoder taps a publisher.
    const received: Buffer[] = [];
    const nms = requireCjs('node-media-server/src/core/context.js') as {
      broadcasts: Map<string, { postPlay(s: object): unknown; subscribers: Map<string, unknown> }>;
    };
    const output = nms.broadcasts.get('/live/emisora')!;
    output.postPlay({
      id: 'spy',
      ip: '',
      protocol: 'flv',
      streamPath: '/live/emisora',
      sendBuffer: (b: Buffer) => received.push(Buffer.from(b)),
      close() {},
    });
    const client = new (requireCjs('node-media-server/src/protocol/rtmp_client.js') as new () => NmsRtmpClient)();
    try {
      await client.connect(`rtmp://127.0.0.1:${station.context.config.rtmpPort}/live/emisora`);
      await client.sendConnect();
      await client.sendCreateStream();
      await client.sendPlay('emisora');
      // Playing is allowed; media sent on a play connection must reach nobody.
      for (const packet of packets) {
        client.sendPacket(packet);
        await sleep(20);
      }
      // Real time: nothing must arrive: the media sent on a play connection is given time to reach a listener if it could.
      await sleep(300);
    } finally {
      client.disconnect();
      output.subscribers.delete('spy');
    }
    expect(received.length).toBeGreaterThan(40);
    const injected = packets.filter((p) => p.flags === 1 && received.some((b) => b.includes(p.data)));
    expect(injected).toHaveLength(0);
  }, 30_000);
});
