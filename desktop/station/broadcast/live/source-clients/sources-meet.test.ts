import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../../testing/station/api-client';
import { reportOnAir } from '../../../../../testing/station/air-lane';
import { ffmpegSource } from '../../../../../testing/station/source-clients';
import { freeSourcePort } from '../../../../../testing/station/source-port';
import { decodeMp3, publisherArgs, waitFor } from '../../../../../testing/station/test-audio';
import {
  heardMore,
  listen,
  pastBurst,
  receivedBytes,
  toneStrength,
} from '../../../../../testing/station/test-listener';
import type { TestStation } from '../../../../../testing/station/test-station';
import { startToneStation } from '../../../../../testing/station/tone-station';
import { movableClock, scheduledOn } from '../../../../../testing/station/wall-clock';
import { liveCredentialsOf } from '../../../auth/live-credentials';
import { hashPassword } from '../../../auth/passwords';
import type { LockOccurrence } from '../admission/live-lock';

const ANA_TONE = 1200;
const PASSWORD = 'ana-password-123';

/** A source client by hand: the head is sent, the answer's status line read; the socket stays the test's. */
function rawSource(port: number, head: string) {
  const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
  let received = '';
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      if (status && received.includes('\r\n\r\n')) resolve({ status: Number(status[1]), text: received });
    });
    socket.on('error', reject);
    void closed.then(() => resolve({ status: 0, text: received }));
  });
  return { socket, answered, closed };
}

/** Which of `tones` dominates each quarter of a second of bus PCM ('-' for none). */
function dominantTones(pcm: Buffer, tones: number[]): string[] {
  const window = 176_400 / 4;
  const out: string[] = [];
  for (let at = 0; at + window <= pcm.length; at += window)
    out.push(String(tones.find((tone) => toneStrength(pcm, at, tone, window / 4) > 0.6) ?? '-'));
  return out;
}

/** The amplitude of one tone in each 20 ms of bus PCM (left channel, Goertzel), 0…1 of full scale. */
function toneLevels(pcm: Buffer, frequency: number): number[] {
  const samples = 882;
  const coeff = 2 * Math.cos((2 * Math.PI * frequency) / 44_100);
  const levels: number[] = [];
  for (let at = 0; at + samples * 4 <= pcm.length; at += samples * 4) {
    let s1 = 0;
    let s2 = 0;
    for (let n = 0; n < samples; n++) {
      const s = pcm.readInt16LE(at + n * 4) / 32768 + coeff * s1 - s2;
      s2 = s1;
      s1 = s;
    }
    levels.push((2 * Math.sqrt(Math.max(0, s1 * s1 + s2 * s2 - coeff * s1 * s2))) / samples);
  }
  return levels;
}

const putHead = (user: string, password: string) =>
  `PUT /live HTTP/1.1\r\nHost: x\r\nAuthorization: Basic ${Buffer.from(`${user}:${password}`).toString('base64')}\r\n` +
  'Content-Type: audio/mpeg\r\nExpect: 100-continue\r\n\r\n';

describe('two sources that meet, and a source that drops, on every port', () => {
  let station: TestStation;
  let sourcePort: number;
  let anaId: number;
  let anaCookie: string;
  const clock = movableClock();
  const occurrences: LockOccurrence[] = [];
  const clients: ChildProcess[] = [];

  const mainPort = () => Number(new URL(station.url).port);
  const login = (id: number) => liveCredentialsOf(station.context).of(id)!;
  const connections = () => station.context.live.connections().map((c) => `${c.who} ${c.via} ${c.mode}`);
  /** What the connection guide asks: is my audio what listeners hear now? */
  const heardBy = async (cookie: string) => (await apiClient(station, cookie).call('me.liveHeard')).heard;
  const anaHeard = () => heardBy(anaCookie);
  /** An RTMP publisher (ffmpeg, as OBS) whose error output is kept: a refused one prints the server's reason. */
  const publish = (key: string) => {
    const url = `rtmp://127.0.0.1:${station.context.config.rtmpPort}/live/${key}`;
    const child = spawn(station.context.ffmpegPath, publisherArgs(url, 1000), { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    clients.push(child);
    const exited = new Promise<string>((resolve) => child.once('exit', () => resolve(stderr)));
    return { child, exited };
  };
  const anaOnIcecast = async () => {
    const { sourceUser, sourcePassword } = login(anaId);
    const url = `icecast://${sourceUser}:${sourcePassword}@127.0.0.1:${sourcePort}/live`;
    clients.push(ffmpegSource(station.context.ffmpegPath, url, ANA_TONE));
    await waitFor('ana heard on air', anaHeard, 20_000);
  };

  beforeAll(async () => {
    sourcePort = await freeSourcePort();
    station = await startToneStation([300, 500], 20, { sourcePort }, scheduledOn(clock, occurrences));
    const { users } = station.context.repos;
    anaId = users.create('ana', await hashPassword(PASSWORD), 'presenter').id;
    users.create('coord', await hashPassword('coord-password-123'), 'admin');
    const now = clock.now();
    occurrences.push({
      showId: 7,
      showName: 'Ondas de Ana',
      startAt: now - 60_000,
      endAt: now + 3_600_000,
      presenterIds: [anaId],
    });
    anaCookie = await station.login('ana', PASSWORD);
  }, 60_000);
  afterEach(async () => {
    for (const child of clients.splice(0)) child.kill('SIGKILL');
    await waitFor('nobody connected', () => connections().length === 0, 15_000);
    await waitFor('back to the rotation', () => !station.context.broadcast.nowPlaying().isLive, 15_000);
  }, 30_000);
  afterAll(() => station?.close());

  it('a second source during a live show is refused at once with the reason; the first keeps the air without a gap', async () => {
    await anaOnIcecast();
    const rx = await listen(`${station.url}/stream`);
    await pastBurst(rx);
    // Past her fade in: what follows is her show alone.
    await heardMore(rx, 2_000);
    const from = receivedBytes(rx);
    const coord = login(station.context.repos.users.findByUsername('coord')!.id);
    const asked = Date.now();
    // The admin's own login on the main port: told at once, and the connection is closed, nothing hangs.
    const second = rawSource(mainPort(), putHead(coord.sourceUser, coord.sourcePassword));
    const refusal = await second.answered;
    expect(refusal.status).toBe(403);
    expect(refusal.text).toContain('Ya hay una fuente en antena (ana, por Icecast)');
    await second.closed;
    expect(Date.now() - asked).toBeLessThan(3_000);
    // A real encoder with the station key on the source port gives up too, instead of believing it broadcasts.
    const key = station.context.repos.settings.streaming().streamKey;
    const encoder = ffmpegSource(
      station.context.ffmpegPath,
      `icecast://source:${key}@127.0.0.1:${sourcePort}/live`,
      600,
    );
    clients.push(encoder);
    await new Promise((resolve) => encoder.once('exit', resolve));
    expect(connections()).toEqual(['ana icecast air']);
    await heardMore(rx, 5_000);
    rx.stop();
    const pcm = await decodeMp3(station.context.ffmpegPath, rx.audio());
    // Her show throughout: never the rotation (which took the air before), no gap but perhaps one quarter-second
    // dip of a loaded machine.
    const report = reportOnAir(pcm, ANA_TONE, 3);
    expect(report).toMatchObject({ heard: true, withoutTone: [], checkedS: 3 });
    expect(report.quiet.length).toBeLessThanOrEqual(1);
    const afterBurst = await decodeMp3(station.context.ffmpegPath, rx.audio().subarray(from));
    expect(dominantTones(afterBurst, [300, 500]).filter((tone) => tone !== '-')).toEqual([]);
  }, 60_000);

  it('a presenter live by Icecast: their own RTMP publish is told why it is refused, and the Icecast show stays', async () => {
    await anaOnIcecast();
    const rtmp = publish(login(anaId).streamKey);
    const stderr = await rtmp.exited;
    expect(stderr).toContain('Server error: Ya hay una fuente en antena (ana, por Icecast)');
    // Its leaving ends nothing of the Icecast show.
    // Real time: nothing must happen: the refused publish is given time to end the Icecast show if it could.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(connections()).toEqual(['ana icecast air']);
    expect(await anaHeard()).toBe(true);
  }, 60_000);

  it('the reverse: live by RTMP, their own Icecast source gets 403 and the reason at once', async () => {
    publish(login(anaId).streamKey);
    await waitFor('ana heard by RTMP', anaHeard, 20_000);
    const { sourceUser, sourcePassword } = login(anaId);
    const refused = rawSource(sourcePort, putHead(sourceUser, sourcePassword));
    const answer = await refused.answered;
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('Ya hay una fuente en antena (ana, por RTMP)');
    await refused.closed;
    expect(connections()).toEqual(['ana rtmp air']);
  }, 60_000);

  it('a refused RTMP publisher is told why before the close: a wrong key, a presenter outside their slot', async () => {
    expect(await publish('NoEsLaClave000000').exited).toContain('Server error: Clave de emisión incorrecta');
    const pep = station.context.repos.users.create('pep', await hashPassword('pep-password-123'), 'presenter');
    expect(await publish(login(pep.id).streamKey).exited).toContain('Server error: Fuera de tu horario');
  }, 60_000);

  it('a source that closes after 200 OK on the web port releases the slot at once; the retry and RTMP are accepted', async () => {
    const { sourceUser, sourcePassword, streamKey } = login(anaId);
    const first = rawSource(mainPort(), putHead(sourceUser, sourcePassword));
    expect((await first.answered).text).toContain('200 OK');
    expect(connections()).toEqual(['ana icecast air']);
    // On the arbiter's air, yet nothing of it is heard: the rotation plays, so the guide must not say "heard".
    expect(await anaHeard()).toBe(false);
    first.socket.end();
    await waitFor('the slot released', () => connections().length === 0, 2_000);
    const retry = rawSource(mainPort(), putHead(sourceUser, sourcePassword));
    expect((await retry.answered).text).toContain('200 OK');
    retry.socket.end();
    await waitFor('the retry released', () => connections().length === 0, 2_000);
    publish(streamKey);
    await waitFor('ana heard by RTMP', anaHeard, 20_000);
    expect(await anaHeard()).toBe(true);
  }, 60_000);

  it('a source that sends nothing is hung up on, on the web port as on the source port', async () => {
    const { sourceUser, sourcePassword } = login(anaId);
    for (const port of [mainPort(), sourcePort]) {
      const silent = rawSource(port, putHead(sourceUser, sourcePassword));
      expect((await silent.answered).text).toContain('200 OK');
      const since = Date.now();
      await silent.closed;
      expect(Date.now() - since).toBeLessThan(8_000);
      await waitFor('the slot released', () => connections().length === 0, 2_000);
    }
  }, 60_000);

  // These last two move the station's clock past a show's end.
  it("a presenter past their slot's grace is faded out over the station's show fade (2 s), not cut", async () => {
    const now = clock.now();
    occurrences.push({
      showId: 10,
      showName: 'Ana, cierre',
      startAt: now - 60_000,
      endAt: now + 60_000,
      presenterIds: [anaId],
    });
    await anaOnIcecast();
    const rx = await listen(`${station.url}/stream`);
    await pastBurst(rx);
    // Past her fade in (the rotation it faded out must not be taken for the one fading in at the end).
    await heardMore(rx, 2_000);
    const from = receivedBytes(rx);
    // Past the end and the 2 min overrun grace: the arbiter's next tick fades her out and hangs up.
    clock.moveTo(now + 60_000 + 2 * 60_000);
    await waitFor('ana faded out', () => connections().length === 0, 10_000);
    await heardMore(rx, 4_000);
    rx.stop();
    const pcm = await decodeMp3(station.context.ffmpegPath, rx.audio().subarray(from));
    // The rotation's track fades in as she fades out: its rise is the fade's length (it is decoded ahead, so a loaded
    // machine cannot starve it, as it can her input while the bus catches up).
    const rising = [300, 500].map((tone) => toneLevels(pcm, tone));
    const levels = rising[0]!.map((level, i) => Math.max(level, rising[1]![i]!));
    const full = Math.max(...levels);
    const from10 = levels.findIndex((level) => level > 0.1 * full);
    const to90 = levels.findIndex((level, i) => i > from10 && level > 0.9 * full);
    // An equal-power fade over 2 s takes 1.3 s from 10 % to 90 %; the old 0.3 s fade took 0.2 s.
    expect(from10).toBeGreaterThan(0);
    expect((to90 - from10) * 0.02).toBeGreaterThan(1.0);
  }, 60_000);

  // Last: it moves the station's clock past a show's end.
  it("at a show's boundary the next presenter, waiting in standby, takes the air from the one who overran: no rotation between", async () => {
    const now = clock.now();
    const carlos = station.context.repos.users.create('carlos', await hashPassword('carlos-password-123'), 'presenter');
    occurrences.push(
      { showId: 8, showName: 'Ana, segunda parte', startAt: now - 60_000, endAt: now + 60_000, presenterIds: [anaId] },
      {
        showId: 9,
        showName: 'Frontera Sonora',
        startAt: now + 60_000,
        endAt: now + 3_600_000,
        presenterIds: [carlos.id],
      },
    );
    await anaOnIcecast();
    const next = login(carlos.id);
    const url = `icecast://${next.sourceUser}:${next.sourcePassword}@127.0.0.1:${sourcePort}/live`;
    clients.push(ffmpegSource(station.context.ffmpegPath, url, 800));
    await waitFor('carlos in standby', () => connections().includes('carlos icecast standby'), 15_000);
    const rx = await listen(`${station.url}/stream`);
    await pastBurst(rx);
    await heardMore(rx, 2_000);
    const from = receivedBytes(rx);
    clock.moveTo(now + 60_000);
    const carlosCookie = await station.login('carlos', 'carlos-password-123');
    await waitFor('carlos heard', () => heardBy(carlosCookie), 15_000);
    await heardMore(rx, 3_000);
    rx.stop();
    const pcm = await decodeMp3(station.context.ffmpegPath, rx.audio().subarray(from));
    const timeline = dominantTones(pcm, [ANA_TONE, 800, 300, 500]);
    // Her show, then his: nothing of the rotation at any time, and a quarter of a second of neither at most between.
    expect(timeline.filter((tone) => tone === '300' || tone === '500')).toEqual([]);
    const hers = timeline.lastIndexOf(String(ANA_TONE));
    const his = timeline.indexOf('800');
    expect(hers).toBeGreaterThan(0);
    expect(his - hers).toBeGreaterThan(0);
    expect(his - hers).toBeLessThanOrEqual(2);
  }, 90_000);
});
