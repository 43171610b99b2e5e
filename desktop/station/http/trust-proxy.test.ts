import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';
import { ENQUIRY_LIMIT } from './routes/public/enquiries';
import { apiUrl } from '../../../testing/station/api-client';

const enquiry = {
  name: 'Marta Puig',
  company: 'Bar del Port',
  email: 'marta@example.org',
  phone: '972 39 00 00',
  message: 'Queremos anunciar el festival de verano.',
};

const sendEnquiry = (station: TestStation, forwardedFor: string) =>
  station.fetch(apiUrl('enquiries.create'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify(enquiry),
  });

/** The address the station saw for a login: the audit log records it. */
async function loginAddress(station: TestStation, forwardedFor: string): Promise<string> {
  const res = await station.fetch(apiUrl('auth.login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ username: 'admin', password: 'admin-password-123' }),
  });
  expect(res.status).toBe(200);
  const entry = station.context.repos.audit.recent(1)[0];
  expect(entry?.action).toBe('login');
  return entry?.detail ?? '';
}

/**
 * The address hashes of two listeners of /stream, one forwarded for each of `clients`: plain GETs, which the stream
 * door serves on the bare socket, so it must read X-Forwarded-For as Express's req.ip does.
 */
async function listenerHashes(station: TestStation, clients: string[]): Promise<string[]> {
  const { port } = new URL(station.url);
  // On air first: until then the mount answers 503 and nobody is counted.
  await expect.poll(() => station.context.broadcast.status().serverRunning, { timeout: 60_000 }).toBe(true);
  const before = station.context.listenerStats.concurrent();
  const sockets = clients.map((client) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.write(`GET /stream HTTP/1.1\r\nHost: radio.test\r\nX-Forwarded-For: ${client}\r\n\r\n`);
    socket.resume();
    return socket;
  });
  await expect.poll(() => station.context.listenerStats.concurrent(), { timeout: 30_000 }).toBe(before + 2);
  for (const socket of sockets) socket.destroy();
  const rows = station.context.db
    .prepare('SELECT address_hash FROM listener_sessions ORDER BY id DESC LIMIT 2')
    .all() as Array<{ address_hash: string }>;
  return rows.map((row) => row.address_hash);
}

describe('X-Forwarded-For by default (no --trust-proxy)', () => {
  let station: TestStation;
  beforeAll(async () => {
    station = await startTestStation();
  });
  afterAll(() => station.close());

  it('is ignored, even from loopback: the peer address is the client', async () => {
    const seen = await loginAddress(station, '1.2.3.4');
    expect(seen).not.toContain('1.2.3.4');
    expect(seen).toContain('127.0.0.1');
  });

  it('does not tell listeners apart either: both are the proxy', async () => {
    const [first, second] = await listenerHashes(station, ['1.2.3.4', '5.6.7.8']);
    expect(first).toBe(second);
  });

  it('cannot be rotated to dodge a rate limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ENQUIRY_LIMIT.max; i++) statuses.push((await sendEnquiry(station, `10.9.0.${i}`)).status);
    expect(statuses.slice(0, ENQUIRY_LIMIT.max)).toEqual(Array(ENQUIRY_LIMIT.max).fill(201));
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('X-Forwarded-For with --trust-proxy loopback (a reverse proxy on this host)', () => {
  let station: TestStation;
  beforeAll(async () => {
    station = await startTestStation({ trustProxy: 'loopback' });
  });
  afterAll(() => station.close());

  it('names the client behind the proxy', async () => {
    expect(await loginAddress(station, '1.2.3.4')).toContain('1.2.3.4');
  });

  it('counts each forwarded listener as its own client', async () => {
    const [first, second] = await listenerHashes(station, ['1.2.3.4', '5.6.7.8']);
    expect(first).not.toBe(second);
  });

  it('limits each forwarded client on its own', async () => {
    for (let i = 0; i <= ENQUIRY_LIMIT.max; i++) expect((await sendEnquiry(station, `10.9.0.${i}`)).status).toBe(201);
  });
});
