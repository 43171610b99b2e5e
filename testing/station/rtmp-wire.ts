import crypto from 'node:crypto';
import net from 'node:net';
import { waitFor } from './test-audio';

/** RTMP spoken byte by byte on a plain TCP socket, as an attacker (or a minimal player) would. */

const amfString = (value: string) => {
  const text = Buffer.from(value, 'utf8');
  const head = Buffer.from([0x02, 0, 0]);
  head.writeUInt16BE(text.length, 1);
  return Buffer.concat([head, text]);
};
const amfNumber = (value: number) => {
  const out = Buffer.alloc(9);
  out.writeDoubleBE(value, 1);
  return out;
};
const AMF_NULL = Buffer.from([0x05]);
const amfObject = (fields: Record<string, string>) =>
  Buffer.concat([
    Buffer.from([0x03]),
    ...Object.entries(fields).flatMap(([key, value]) => {
      const name = Buffer.alloc(2);
      name.writeUInt16BE(key.length);
      return [name, Buffer.from(key), amfString(value)];
    }),
    Buffer.from([0, 0, 0x09]),
  ]);

/** A type-0 chunk header on chunk stream `cid` (2..63) announcing a message of `length` bytes. */
export function chunkHeader(cid: number, type: number, length: number, streamId = 0): Buffer {
  const out = Buffer.alloc(12);
  out[0] = cid;
  out.writeUIntBE(length, 4, 3);
  out[7] = type;
  out.writeUInt32LE(streamId, 8);
  return out;
}

/** One whole message in one chunk (the client first raises its chunk size so this holds). */
const message = (cid: number, type: number, payload: Buffer, streamId = 0) =>
  Buffer.concat([chunkHeader(cid, type, payload.length, streamId), payload]);

/** C0 + C1 + C2 of the simple handshake: the server answers without waiting for the client to read. */
export function handshakeBytes(): Buffer {
  const c1 = Buffer.concat([Buffer.alloc(8), crypto.randomBytes(1528)]);
  return Buffer.concat([Buffer.from([0x03]), c1, c1]);
}

/** Set Chunk Size 65536, then `connect` to `app`. */
export function connectBytes(port: number, app: string): Buffer {
  const chunkSize = Buffer.alloc(4);
  chunkSize.writeUInt32BE(65_536);
  const connect = Buffer.concat([
    amfString('connect'),
    amfNumber(1),
    amfObject({ app, tcUrl: `rtmp://127.0.0.1:${port}/${app}`, flashVer: 'FMLE/3.0' }),
  ]);
  return Buffer.concat([message(2, 1, chunkSize), message(3, 20, connect)]);
}

/** createStream, then `play` of `name` on stream 1. */
export function playBytes(name: string): Buffer {
  const create = Buffer.concat([amfString('createStream'), amfNumber(2), AMF_NULL]);
  const play = Buffer.concat([amfString('play'), amfNumber(0), AMF_NULL, amfString(name)]);
  return Buffer.concat([message(3, 20, create), message(8, 20, play, 1)]);
}

export interface RawRtmp {
  socket: net.Socket;
  received(): Buffer;
  closedAt(): number | null;
}

/** A TCP connection to the RTMP port that records what the server sends and when it closed. */
export function rawRtmp(port: number): Promise<RawRtmp> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let closedAt: number | null = null;
    const socket = net.connect(port, '127.0.0.1', () =>
      resolve({ socket, received: () => Buffer.concat(chunks), closedAt: () => closedAt }),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('close', () => {
      closedAt = Date.now();
    });
    socket.once('error', reject);
    socket.on('error', () => {});
  });
}

/** A player of `app/name`: handshake, connect, play; resolves once the server answered or closed it. */
export async function rawPlayer(port: number, app: string, name: string): Promise<RawRtmp> {
  const client = await rawRtmp(port);
  client.socket.write(Buffer.concat([handshakeBytes(), connectBytes(port, app), playBytes(name)]));
  await waitFor(
    `an answer to play ${app}/${name}`,
    () => client.received().includes('NetStream.Play.Start') || client.closedAt() !== null,
    5_000,
    10,
  );
  return client;
}
