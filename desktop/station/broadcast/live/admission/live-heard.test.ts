import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LiveConnectionView } from '../../../../../shared/schemas/estudio/estudio';
import { liveCredentialsOf, type LiveCredentials } from '../../../auth/live-credentials';
import { hashPassword } from '../../../auth/passwords';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';
import { ffmpegSource } from '../../../../../testing/station/source-clients';
import { freeSourcePort } from '../../../../../testing/station/source-port';
import { waitFor } from '../../../../../testing/station/test-audio';
import type { TestStation } from '../../../../../testing/station/test-station';
import { startToneStation } from '../../../../../testing/station/tone-station';
import type { LockOccurrence } from './live-lock';

const PASSWORD = 'ana-password-123';
// C0 and C1 controls, an ANSI escape, line breaks and the bidi overrides that make a title read backwards.
const HOSTILE_SONG = 'Grupo\r\nDel Barrio\u0000 - Can\u001b[2Jción\u0085\u009b31m \u202Eatled\u202C\u2066x\u2069\u200F';
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** A presenter's source that logs in correctly and then sends bytes no decoder can read. */
function garbageSource(port: number, login: LiveCredentials) {
  const socket = net.connect(port, '127.0.0.1');
  const auth = Buffer.from(`${login.sourceUser}:${login.sourcePassword}`).toString('base64');
  socket.write(`PUT /live HTTP/1.1\r\nHost: x\r\nAuthorization: Basic ${auth}\r\nContent-Type: audio/mpeg\r\n\r\n`);
  socket.on('error', () => {});
  let sent = 0;
  // At a real encoder's pace (128 kbps), a little ahead.
  const timer = setInterval(() => {
    const chunk = randomBytes(4096);
    sent += chunk.length;
    socket.write(chunk);
  }, 200);
  return {
    sent: () => sent,
    close() {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

describe('heard means on the bus: a presenter whose bytes decode to nothing is not told otherwise', () => {
  let station: TestStation;
  let sourcePort: number;
  let login: LiveCredentials;
  let presenter: ApiClient;
  let admin: ApiClient;
  const clients: ChildProcess[] = [];
  const garbage: Array<{ close(): void }> = [];
  const occurrences: LockOccurrence[] = [];

  const heard = () => presenter.call('me.liveHeard');
  const panel = () => admin.call('live.connections');
  const isLive = () => station.context.broadcast.status().isLive;

  beforeAll(async () => {
    sourcePort = await freeSourcePort();
    station = await startToneStation(
      [300, 500],
      20,
      { sourcePort },
      { occurrencesBetween: (from, to) => occurrences.filter((o) => o.endAt > from && o.startAt < to) },
    );
    const ana = station.context.repos.users.create('ana', await hashPassword(PASSWORD), 'presenter');
    login = liveCredentialsOf(station.context).of(ana.id)!;
    // Her slot is now, for the whole test.
    const now = Date.now();
    occurrences.push({
      showId: 7,
      showName: 'Ondas',
      startAt: now - 60_000,
      endAt: now + 3_600_000,
      presenterIds: [ana.id],
    });
    presenter = apiClient(station, await station.login('ana', PASSWORD));
    admin = apiClient(station, await station.login());
  }, 60_000);
  afterEach(async () => {
    for (const g of garbage.splice(0)) g.close();
    for (const child of clients.splice(0)) child.kill('SIGKILL');
    await waitFor('nobody connected', () => station.context.live.connections().length === 0, 15_000);
    await waitFor('back to rotation', () => !isLive(), 15_000);
  }, 30_000);
  afterAll(() => station?.close());

  it('garbage bytes: admitted for the air, never heard, the panel never says "En antena", and hung up', async () => {
    const source = garbageSource(sourcePort, login);
    garbage.push(source);
    await waitFor('ana admitted for the air', () => station.context.live.connections().some((c) => c.mode === 'air'));
    // A source that sends nothing the decoder can play is ended like a stalled one; until then nobody is told it airs.
    const seen: Array<{ live: boolean; heard: boolean; panel: LiveConnectionView[] }> = [];
    await waitFor(
      'the garbage source hung up',
      async () => {
        seen.push({ live: isLive(), heard: (await heard()).heard, panel: await panel() });
        return station.context.live.connections().length === 0;
      },
      20_000,
    );
    // Far more than a real encoder needs to be on air (a quarter of a second of MP3 is 4 kB).
    expect(source.sent()).toBeGreaterThan(16 * 1024);
    expect(seen.some((s) => s.panel.some((c) => c.who === 'ana' && c.mode === 'air'))).toBe(true);
    expect(seen.filter((s) => s.live || s.heard || s.panel.some((c) => c.heard))).toEqual([]);
  }, 40_000);

  it('a real encoder: heard once on the bus, on the guide and on the panel', async () => {
    const url = `icecast://${login.sourceUser}:${login.sourcePassword}@127.0.0.1:${sourcePort}/live`;
    clients.push(ffmpegSource(station.context.ffmpegPath, url, 1000));
    await waitFor('ana on the bus', isLive, 20_000);
    // Heard once the fade has handed her the bus (now-playing says live from the fade's midpoint).
    await waitFor('ana heard', async () => (await heard()).heard, 5_000);
    expect(await panel()).toMatchObject([{ who: 'ana', mode: 'air', heard: true }]);
  }, 40_000);

  it('strips control characters from a title a source sends, for now-playing and every output alike', async () => {
    const url = `icecast://${login.sourceUser}:${login.sourcePassword}@127.0.0.1:${sourcePort}/live`;
    clients.push(ffmpegSource(station.context.ffmpegPath, url, 1000));
    await waitFor('ana on the bus', isLive, 20_000);
    const auth = `Basic ${Buffer.from(`${login.sourceUser}:${login.sourcePassword}`).toString('base64')}`;
    const song = encodeURIComponent(HOSTILE_SONG);
    // On a connection of its own, as source clients send it (the main port tells a source's request by its first bytes).
    const status = await new Promise<number>((resolve, reject) =>
      http
        .get(
          `${station.url}/admin/metadata?mode=updinfo&mount=/live&song=${song}`,
          {
            agent: false,
            headers: { Authorization: auth },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        )
        .on('error', reject),
    );
    expect(status).toBe(200);
    const title = await waitFor(
      'the title in now-playing',
      () => station.context.broadcast.nowPlaying().current?.title.match(/ — ([\s\S]*)$/)?.[1],
      5_000,
    );
    expect(title).toBe('Grupo Del Barrio - Can[2Jción 31m atledx');
    expect(title).not.toMatch(CONTROLS);
    await waitFor('the ICY title', () => station.context.broadcast.streamTitle?.()?.includes('atledx'), 5_000);
    expect(station.context.broadcast.streamTitle?.()).not.toMatch(CONTROLS);
    const nowPlaying = (await apiClient(station).send('nowPlaying.get')).text;
    expect(JSON.parse(nowPlaying).current.title).not.toMatch(CONTROLS);
  }, 40_000);
});
