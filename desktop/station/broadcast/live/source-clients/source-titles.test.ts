import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegSource, rawSourceRequest, shoutcastV1Source } from '../../../../../testing/station/source-clients';
import { freeSourcePort } from '../../../../../testing/station/source-port';
import { waitFor } from '../../../../../testing/station/test-audio';
import { listen } from '../../../../../testing/station/test-listener';
import type { TestStation } from '../../../../../testing/station/test-station';
import { startToneStation } from '../../../../../testing/station/tone-station';
import { rdsBytes, toRdsCharacters } from '../../rds/rds-charset';

/** Everything a SHOUTcast v1 server says before it closes (or the first 2 s of it). */
function shoutcastAnswer(port: number, passwordLine: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(passwordLine));
    let said = '';
    socket.on('data', (chunk) => {
      said += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    const timer = setTimeout(() => socket.destroy(), 2_000);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(said);
    });
  });
}

describe("presenters' titles and the source login", () => {
  let station: TestStation;
  let sourcePort: number;
  let rds: net.Server;
  let received = Buffer.alloc(0);
  const clients: ChildProcess[] = [];

  const key = () => station.context.repos.settings.streaming().streamKey;
  const isLive = () => station.context.broadcast.nowPlaying().isLive;
  const nowPlaying = () => station.context.broadcast.nowPlaying().current?.title ?? '';
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  /** A title update as encoders send it, on the source port: the query written as they write it. */
  const updinfo = (path: string, query: string, auth = basic('source', key())) =>
    rawSourceRequest(sourcePort, `GET ${path}?${query} HTTP/1.0\r\nAuthorization: ${auth}\r\n\r\n`);
  /** The title reached now-playing ("Programa — song"), the ICY title of a new listener and the RDS encoder. */
  async function titledEverywhere(song: string) {
    await waitFor(`now-playing «${song}»`, () => nowPlaying().endsWith(` — ${song}`), 5_000);
    const rx = await listen(`${station.url}/stream`, { icy: true });
    await waitFor('the ICY title', () => rx.titles.length > 0, 10_000);
    rx.stop();
    expect(rx.titles[0]!.title).toBe(song);
    const radioText = toRdsCharacters(song);
    await waitFor('the RadioText', () => station.context.broadcast.rds?.().radioText === radioText, 5_000);
    const line = Buffer.concat([Buffer.from('RT='), rdsBytes(radioText), Buffer.from('\r\n')]);
    await waitFor('RT= at the encoder', () => received.includes(line), 5_000);
  }

  beforeAll(async () => {
    rds = net.createServer((socket) =>
      socket.on('data', (data: Buffer) => {
        received = Buffer.concat([received, data]);
      }),
    );
    await new Promise<void>((resolve) => rds.listen(0, '127.0.0.1', resolve));
    sourcePort = await freeSourcePort();
    const rdsTarget = `tcp://127.0.0.1:${(rds.address() as net.AddressInfo).port}`;
    station = await startToneStation([300, 500], 20, { sourcePort, rds: rdsTarget });
    clients.push(
      ffmpegSource(station.context.ffmpegPath, `icecast://source:${key()}@127.0.0.1:${sourcePort}/live`, 1000),
    );
    await waitFor('live', isLive, 20_000);
  }, 60_000);
  afterEach(() => {
    for (const child of clients.splice(1)) child.kill('SIGKILL');
  });
  afterAll(async () => {
    for (const child of clients) child.kill('SIGKILL');
    await station?.close();
    rds?.close();
  });

  it('updinfo with artist= and title=, as Icecast 2.4 takes it, titles the live show everywhere', async () => {
    const answer = await updinfo(
      '/admin/metadata',
      'mode=updinfo&mount=/live&artist=Grupo%20del%20Barrio&title=Canci%C3%B3n%20nueva',
    );
    expect(answer.status).toBe(200);
    await titledEverywhere('Grupo del Barrio - Canción nueva');
    // RT+ tags the artist and the title, as for the rotation's songs.
    expect(received.toString('latin1')).toContain('RTP=04,00,15,01,19,12\r\n');
  }, 30_000);

  it('a Latin-1 song=, with or without charset=ISO-8859-1, becomes the right title', async () => {
    expect(
      (await updinfo('/admin/metadata', 'mode=updinfo&mount=/live&song=Los%20Pe%F1a%20-%20Canci%F3n')).status,
    ).toBe(200);
    await titledEverywhere('Los Peña - Canción');
    const query = 'mode=updinfo&mount=/live&charset=ISO-8859-1&song=Ca%F1%F3n%20del%20Ebro';
    expect((await updinfo('/admin/metadata', query)).status).toBe(200);
    await titledEverywhere('Cañón del Ebro');
  }, 30_000);

  it('SHOUTcast title updates (/admin.cgi?mode=updinfo&pass=…) title the live show too', async () => {
    const answer = await updinfo('/admin.cgi', `pass=${key()}&mode=updinfo&song=Vell%20Carrer%20-%20Sard%C3%A0na`, '');
    expect(answer.status).toBe(200);
    await titledEverywhere('Vell Carrer - Sardàna');
  }, 30_000);

  it('the SHOUTcast v1 port answers a wrong password with "invalid password" and closes, never OK2', async () => {
    for (const line of ['wrong-password\r\n', `source:not-${key()}\r\n`, 'nadie:nada\n']) {
      const said = await shoutcastAnswer(sourcePort + 1, line);
      expect(said).not.toContain('OK2');
      expect(said).toBe('invalid password\r\n');
    }
    // The right one while a source is on air: refused with the reason, still never OK2.
    const busy = await shoutcastAnswer(sourcePort + 1, `${key()}\r\n`);
    expect(busy).not.toContain('OK2');
    expect(busy).toMatch(/en uso|en antena/);
  }, 30_000);

  it('wrong source passwords are slowed per address and account, as the web sign-in: 150 at once', async () => {
    const head = (password: string) =>
      `SOURCE /live HTTP/1.0\r\nAuthorization: ${basic('ana', password)}\r\nContent-Type: audio/mpeg\r\n\r\n`;
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => rawSourceRequest(sourcePort, head(`guess-${i}`))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(130);
    expect(answers.find((a) => a.status === 429)?.text).toContain('Demasiados intentos');
    // The SHOUTcast port counts the same guesses: still no OK2, and no check.
    expect(await shoutcastAnswer(sourcePort + 1, 'ana:another-guess\r\n')).toBe('invalid password\r\n');
    // Another account from the same address is not locked out: the station key's title update still works.
    expect((await updinfo('/admin/metadata', 'mode=updinfo&song=Sigue')).status).toBe(200);
  }, 30_000);

  it('a Shoutcast v1 encoder with the right password goes on air once the air is free', async () => {
    for (const child of clients.splice(0)) child.kill('SIGKILL');
    await waitFor('back to the rotation', () => !isLive(), 15_000);
    const source = shoutcastV1Source(station.context.ffmpegPath, sourcePort + 1, key(), 800);
    try {
      await waitFor('live from the Shoutcast v1 encoder', isLive, 15_000);
    } finally {
      source.kill();
    }
  }, 30_000);
});
