import { type ChildProcess, spawn } from 'node:child_process';
import dgram from 'node:dgram';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RDS_DEFAULTS, type RdsSettings } from '../../../../shared/schemas/broadcast/rds';
import { silentLogger } from '../../core/log';
import type { OnAirItem } from '../on-air/on-air-item';
import { createRdsSender, type RdsSender } from './rds-sender';
import { systemClock } from '../../core/clock';

const song = (artist: string, title: string): OnAirItem => ({
  kind: 'rotation',
  trackId: 1,
  planned: null,
  title,
  artist,
  album: null,
  coverImageUrl: null,
  duration: 180,
});

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function sender(target: string, extra: Partial<RdsSettings> = {}): RdsSender {
  const settings = { ...RDS_DEFAULTS, target, ...extra };
  const rds = createRdsSender({ log: silentLogger, settings: () => settings, clock: systemClock });
  rds.start();
  cleanups.push(() => rds.stop());
  return rds;
}

/** A TCP receiver like an encoder's ASCII port: collects every byte, can be stopped and started on the same port. */
async function tcpReceiver(port = 0) {
  let received = '';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (data) => {
      received += data.toString('latin1');
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  cleanups.push(() => void stop());
  return {
    port: (server.address() as net.AddressInfo).port,
    received: () => received,
    stop,
    connections: () => sockets.size,
  };
}

describe('RDS sender', () => {
  it('sends RT= to a TCP encoder within a second of the change, and reconnects after the encoder restarts', async () => {
    const first = await tcpReceiver();
    const rds = sender(`tcp://127.0.0.1:${first.port}`);
    rds.onAir(song('Artist', 'Title'));
    await expect.poll(first.received, { timeout: 1000 }).toContain('RT=Artist - Title\r\n');
    expect(rds.state()).toMatchObject({ status: 'ok', radioText: 'Artist - Title' });

    await first.stop();
    await expect.poll(() => rds.state().status).toBe('error');
    const second = await tcpReceiver(first.port);
    // Reconnected with backoff, it says again what is on air, then the next change.
    await expect.poll(second.received, { timeout: 5000 }).toContain('RT=Artist - Title\r\n');
    rds.onAir(song('Otra', 'Canción'));
    await expect.poll(second.received, { timeout: 1000 }).toContain('RT=Otra - Canci\x86n\r\n');
    expect(rds.state().status).toBe('ok');
  });

  it('sends the lines to a UDP encoder', async () => {
    const socket = dgram.createSocket('udp4');
    let received = '';
    socket.on('message', (data) => {
      received += data.toString('latin1');
    });
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    cleanups.push(() => socket.close());
    const rds = sender(`udp://127.0.0.1:${socket.address().port}`);
    rds.onAir(song('Artist', 'Title'));
    await expect.poll(() => received, { timeout: 1000 }).toContain('RT=Artist - Title\r\n');
    expect(received).toContain('RTP=04,00,05,01,09,04\r\n');
  });

  it('resends the current text every N seconds', async () => {
    const receiver = await tcpReceiver();
    const rds = sender(`tcp://127.0.0.1:${receiver.port}`, { resendSeconds: 1 });
    rds.onAir(song('Artist', 'Title'));
    await expect
      .poll(() => receiver.received().split('RT=Artist - Title').length - 1, { timeout: 3000 })
      .toBeGreaterThanOrEqual(2);
  });

  it('writes to a file what it sends a TCP encoder (PS, RT, RT+ in the RDS set), rewritten atomically', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-rds-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'rt.txt');
    const receiver = await tcpReceiver();
    const tcp = sender(`tcp://127.0.0.1:${receiver.port}`);
    tcp.onAir(song('Artista 49', 'Canción'));
    await expect.poll(() => receiver.received(), { timeout: 2000 }).toContain('RTP=');
    const rds = sender(`file://${file}`);
    const seen = new Set<string>();
    const watcher = setInterval(() => {
      try {
        seen.add(fs.readFileSync(file, 'latin1'));
      } catch {}
    }, 1);
    cleanups.push(() => clearInterval(watcher));
    for (let i = 0; i < 50; i++) rds.onAir(song(`Artista ${i}`, 'Canción'));
    // One set of lines and one character set for every transport: the file holds the bytes the encoder got.
    await expect.poll(() => fs.existsSync(file) && fs.readFileSync(file, 'latin1')).toBe(receiver.received());
    expect(receiver.received()).toMatch(/^PS=.{8}\r\nRT=Artista 49 - Canci\x86n\r\nRTP=04,00,09,01,13,06\r\n$/);
    clearInterval(watcher);
    for (const text of seen) expect(text).toMatch(/^PS=.{8}\r\nRT=Artista \d+ - Canci\x86n\r\nRTP=[\d,]+\r\n$/);
    expect(fs.readdirSync(dir)).toEqual(['rt.txt']);
  });

  it('writes to a serial port (a pseudo-terminal pair from socat)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-rds-tty-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const encoder = path.join(dir, 'encoder');
    const station = path.join(dir, 'station');
    const socat: ChildProcess = spawn('socat', [`pty,raw,echo=0,link=${station}`, `pty,raw,echo=0,link=${encoder}`]);
    const spawned = await new Promise<boolean>((resolve) => {
      socat.once('error', () => resolve(false));
      socat.once('spawn', () => resolve(true));
    });
    // Not a skip: .ci/run installs socat, and a serial transport nobody tested is not done.
    expect(spawned, 'socat (Debian package socat) runs').toBe(true);
    cleanups.push(() => socat.kill());
    await expect.poll(() => fs.existsSync(station) && fs.existsSync(encoder)).toBe(true);
    const reader = fs.createReadStream(encoder);
    let received = '';
    // The pty reports EIO once socat closes it at the end.
    reader.on('error', () => {});
    reader.on('data', (data) => {
      received += data.toString('latin1');
    });
    cleanups.push(() => reader.destroy());
    const rds = sender(`serial://${station}?baud=9600`);
    rds.onAir(song('Artist', 'Title'));
    await expect.poll(() => received, { timeout: 2000 }).toContain('RT=Artist - Title\r\n');
  });
});
