import dgram from 'node:dgram';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { RdsTarget } from '../../../../shared/schemas/broadcast/rds';

/** A link to the encoder: open it, write a message's bytes, close it. A failed link is reopened by the sender. */
export interface RdsLink {
  write(bytes: Buffer): Promise<void>;
  /** Called once when a connected link breaks (the peer closed it, the cable went): the sender reconnects. */
  onBroken(listener: (error: Error) => void): void;
  close(): void;
}

const CONNECT_TIMEOUT_MS = 5_000;

function tcpLink(host: string, port: number): Promise<RdsLink> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, timeout: CONNECT_TIMEOUT_MS });
    socket.once('timeout', () => socket.destroy(new Error('sin respuesta del codificador')));
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.off('error', reject);
      socket.setTimeout(0);
      // Encoders answer "+" or "OK" to each line: read and drop it so the socket never stalls on a full buffer.
      socket.resume();
      resolve(streamLink(socket, () => socket.destroy()));
    });
  });
}

async function serialLink(devicePath: string, baudRate: number): Promise<RdsLink> {
  // Loaded with the first serial encoder: its native binding costs every other station about 14 MiB of RSS.
  const { SerialPort } = await import('serialport');
  return new Promise((resolve, reject) => {
    const port = new SerialPort({ path: devicePath, baudRate, autoOpen: false });
    port.open((error) => {
      if (error) return reject(error);
      port.resume();
      resolve(streamLink(port, () => port.isOpen && port.close()));
    });
  });
}

function streamLink(stream: NodeJS.ReadWriteStream & NodeJS.EventEmitter, close: () => void): RdsLink {
  let broken: ((error: Error) => void) | undefined;
  let closed = false;
  const fail = (error: Error) => {
    if (closed) return;
    closed = true;
    broken?.(error);
  };
  stream.on('error', fail);
  stream.on('close', () => fail(new Error('el codificador cerró la conexión')));
  return {
    write: (bytes) =>
      new Promise((resolve, reject) => {
        if (closed) return reject(new Error('conexión cerrada'));
        stream.write(bytes, (error?: Error | null) => (error ? reject(error) : resolve()));
      }),
    onBroken(listener) {
      broken = listener;
    },
    close() {
      closed = true;
      close();
    },
  };
}

function udpLink(host: string, port: number): RdsLink {
  const socket = dgram.createSocket(net.isIPv6(host) ? 'udp6' : 'udp4');
  // An ICMP "port unreachable" surfaces as an error on the socket: the next send tries again, nothing to reopen.
  socket.on('error', () => {});
  return {
    write: (bytes) =>
      new Promise((resolve, reject) => socket.send(bytes, port, host, (error) => (error ? reject(error) : resolve()))),
    onBroken() {},
    close: () => socket.close(),
  };
}

/**
 * Encoders that poll a file read the lines a TCP or serial encoder gets (PS=, RT=, RTP=, CR LF, in the RDS
 * character set): one set of lines and one character set for every transport. Written beside the file and renamed,
 * so no read sees half of it.
 */
function fileLink(filePath: string): RdsLink {
  let counter = 0;
  return {
    async write(bytes) {
      const temp = path.join(path.dirname(filePath), `.${path.basename(filePath)}.${process.pid}.${counter++}.tmp`);
      try {
        await fs.writeFile(temp, bytes);
        await fs.rename(temp, filePath);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    onBroken() {},
    close() {},
  };
}

export async function openRdsLink(target: RdsTarget): Promise<RdsLink> {
  switch (target.kind) {
    case 'tcp':
      return tcpLink(target.host, target.port);
    case 'udp':
      return udpLink(target.host, target.port);
    case 'file':
      return fileLink(target.path);
    case 'serial':
      return serialLink(target.path, target.baud);
  }
}
