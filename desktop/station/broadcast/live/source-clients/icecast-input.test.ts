import { spawn } from 'node:child_process';
import { hashPassword } from '../../../auth/passwords';
import { liveCredentialsOf } from '../../../auth/live-credentials';
import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO } from '../../../../../shared/station/audio-format';
import { apiClient } from '../../../../../testing/station/api-client';
import { freeSourcePort } from '../../../../../testing/station/source-port';
import type { TestStation } from '../../../../../testing/station/test-station';
import { startToneStation } from '../../../../../testing/station/tone-station';
import { decodeMp3, publisherArgs, waitFor } from '../../../../../testing/station/test-audio';
import { firstToneAt, listen } from '../../../../../testing/station/test-listener';
import { darkiceSource } from '../../../../../testing/station/darkice-source';
import {
  ffmpegSource,
  ices2Source,
  liquidsoapSource,
  rawSourceRequest,
  shoutcastV1Source,
} from '../../../../../testing/station/source-clients';

const ROTATION_TONES = [300, 500];

describe('Icecast-protocol live input with real source clients', () => {
  let station: TestStation;
  let sourcePort: number;
  const clients: ChildProcess[] = [];

  const isLive = () => station.context.broadcast.nowPlaying().isLive;
  const key = () => station.context.repos.settings.streaming().streamKey;
  /** Whether the source's tone is heard on /stream within a few seconds of listening. */
  async function heardOnStream(frequency: number) {
    const rx = await listen(`${station.url}/stream`);
    // Past the burst of what aired before the listener came (AUDIO.burstBytes), then a few seconds of air.
    await waitFor('the stream after the burst', () => rx.audio().length > AUDIO.burstBytes + 64_000, 15_000);
    rx.stop();
    const pcm = await decodeMp3(station.context.ffmpegPath, rx.audio());
    return firstToneAt(pcm, frequency) !== null;
  }
  async function offAir() {
    for (const child of clients.splice(0)) child.kill('SIGKILL');
    await waitFor('back to rotation', () => !isLive(), 10_000);
  }

  beforeAll(async () => {
    sourcePort = await freeSourcePort();
    station = await startToneStation(ROTATION_TONES, 20, { sourcePort });
  }, 60_000);
  afterEach(async () => {
    await offAir();
  }, 15_000);
  afterAll(async () => {
    await station?.close();
  });

  it('takes ffmpeg icecast:// (PUT, MP3) on the main port; its title becomes now-playing by /admin/metadata', async () => {
    const port = new URL(station.url).port;
    clients.push(ffmpegSource(station.context.ffmpegPath, `icecast://source:${key()}@127.0.0.1:${port}/live`, 1000));
    await waitFor('live from ffmpeg', isLive, 15_000);
    expect(await heardOnStream(1000)).toBe(true);

    const auth = `Basic ${Buffer.from(`source:${key()}`).toString('base64')}`;
    const res = await station.fetch('/admin/metadata?mode=updinfo&mount=/live&song=Canci%C3%B3n%20de%20prueba', {
      headers: { Authorization: auth },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<return>1</return>');
    expect(station.context.broadcast.nowPlaying().current?.title).toMatch(/ — Canción de prueba$/);
    await waitFor('ICY title', () => station.context.broadcast.streamTitle?.()?.endsWith('Canción de prueba'), 5_000);
  }, 40_000);

  it('takes liquidsoap output.icecast (Ogg Vorbis) on the source port', async () => {
    clients.push(liquidsoapSource({ port: sourcePort, user: 'source', password: key(), frequency: 700 }));
    // Liquidsoap type-checks its standard library first: ten seconds and more on a loaded machine.
    await waitFor('live from liquidsoap', isLive, 45_000);
    expect(await heardOnStream(700)).toBe(true);
  }, 70_000);

  it('takes ices2 (libshout, Ogg Vorbis) on the source port', async () => {
    clients.push(
      ...ices2Source(station.context.ffmpegPath, { port: sourcePort, user: 'source', password: key(), frequency: 900 }),
    );
    await waitFor('live from ices2', isLive, 20_000);
    expect(await heardOnStream(900)).toBe(true);
  }, 40_000);

  it('takes darkice (SOURCE, MP3, captured from an ALSA device) on the source port', async () => {
    const source = { port: sourcePort, user: 'source', password: key(), frequency: 1100 };
    clients.push(...darkiceSource(station.context.ffmpegPath, source));
    await waitFor('live from darkice', isLive, 20_000);
    expect(await heardOnStream(1100)).toBe(true);
  }, 40_000);

  it("goes on air with a user's own source login and own OBS key; rotated ones are refused", async () => {
    // An admin's own login takes the air at any hour; a presenter's only in their show's slot (below).
    const ana = station.context.repos.users.create('ana', await hashPassword('ana-password-123'), true);
    const pep = station.context.repos.users.create('pep', await hashPassword('pep-password-123'), false);
    const pepLogin = liveCredentialsOf(station.context).of(pep.id)!;
    const old = liveCredentialsOf(station.context).of(ana.id)!;
    const fresh = liveCredentialsOf(station.context).rotate(ana.id)!;
    const head = (password: string) =>
      `SOURCE /live HTTP/1.0\r\nAuthorization: Basic ${Buffer.from(`ana:${password}`).toString('base64')}\r\nContent-Type: audio/mpeg\r\n\r\n`;
    expect((await rawSourceRequest(sourcePort, head(old.sourcePassword))).status).toBe(401);
    // The schedule lock: a presenter with no show on air now is refused with 403, not let on air.
    const pepHead = `SOURCE /live HTTP/1.0\r\nAuthorization: Basic ${Buffer.from(`pep:${pepLogin.sourcePassword}`).toString('base64')}\r\nContent-Type: audio/mpeg\r\n\r\n`;
    expect((await rawSourceRequest(sourcePort, pepHead)).status).toBe(403);
    expect(isLive()).toBe(false);

    clients.push(
      ffmpegSource(
        station.context.ffmpegPath,
        `icecast://ana:${fresh.sourcePassword}@127.0.0.1:${sourcePort}/live`,
        1000,
      ),
    );
    await waitFor('live with her own login', isLive, 15_000);
    await offAir();

    const rtmp = (key: string) =>
      spawn(
        station.context.ffmpegPath,
        publisherArgs(`rtmp://127.0.0.1:${station.context.config.rtmpPort}/live/${key}`, 1000),
        {
          stdio: 'ignore',
        },
      );
    const refused = rtmp(old.streamKey);
    clients.push(refused);
    await new Promise((resolve) => refused.once('exit', resolve));
    expect(isLive()).toBe(false);
    clients.push(rtmp(fresh.streamKey));
    await waitFor('live with her own stream key', isLive, 15_000);
  }, 60_000);

  it('takes an old Shoutcast v1 encoder (user:password in its one field) on the source port + 1', async () => {
    const source = shoutcastV1Source(station.context.ffmpegPath, sourcePort + 1, `source:${key()}`, 800);
    clients.push(source.tone);
    try {
      await waitFor('live from the Shoutcast v1 encoder', isLive, 15_000);
      expect(await heardOnStream(800)).toBe(true);
    } finally {
      source.kill();
    }
  }, 40_000);

  it('refuses wrong credentials with 401, a second source with 403, and a web request still reaches the site', async () => {
    const head = (password: string) =>
      `PUT /live HTTP/1.1\r\nHost: x\r\nAuthorization: Basic ${Buffer.from(`source:${password}`).toString('base64')}\r\nContent-Type: audio/mpeg\r\nExpect: 100-continue\r\n\r\n`;
    const wrong = await rawSourceRequest(sourcePort, head('not-the-key'));
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('contraseña');
    expect(isLive()).toBe(false);

    clients.push(
      ffmpegSource(station.context.ffmpegPath, `icecast://source:${key()}@127.0.0.1:${sourcePort}/live`, 1000),
    );
    await waitFor('live', isLive, 15_000);
    const second = await rawSourceRequest(Number(new URL(station.url).port), head(key()));
    expect(second.status).toBe(403);
    expect(second.text).toContain('en uso');
    expect((await apiClient(station).send('streaming.status')).status).toBe(200);
  }, 40_000);
});
