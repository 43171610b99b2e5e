import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LiveConnectionView } from '../../../../../shared/schemas/estudio/estudio';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';
import { decodeMp3, publisherArgs, waitFor } from '../../../../../testing/station/test-audio';
import { firstToneAt, heardMore, listen, pastBurst } from '../../../../../testing/station/test-listener';
import { ffmpegSource } from '../../../../../testing/station/source-clients';
import type { TestStation } from '../../../../../testing/station/test-station';
import { startToneStation } from '../../../../../testing/station/tone-station';
import { hashPassword } from '../../../auth/passwords';

const ROTATION_HZ = 300;
const LIVE_HZ = 1000;
/** Decoded PCM per second (44.1 kHz, stereo, 16 bits). */
const PCM_SECOND = 44_100 * 4;

/** An admin cuts the live source that holds the air, whatever its protocol; the rotation takes the air back. */
describe('an admin cuts a live source', () => {
  let station: TestStation;
  let admin: ApiClient;
  let presenter: ApiClient;
  const clients: ChildProcess[] = [];

  const connections = () => station.context.live.connections();
  const isLive = async () => (await apiClient(station).call('streaming.status')).isLive;
  const exited = (child: ChildProcess) =>
    new Promise<void>((resolve) =>
      child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
    );
  const cut = (id: number, by: ApiClient, headers: Record<string, string> = {}) =>
    by.send('live.cut', { params: { id }, headers });

  /** A few seconds of /stream after its burst: does the rotation's tone play, and the live one not? */
  async function rotationOnStream() {
    const rx = await listen(`${station.url}/stream`);
    await pastBurst(rx);
    await heardMore(rx, 3_000);
    rx.stop();
    const pcm = await decodeMp3(station.context.ffmpegPath, rx.audio());
    const lastSeconds = pcm.length - 2 * PCM_SECOND;
    return { rotation: firstToneAt(pcm, ROTATION_HZ, lastSeconds), live: firstToneAt(pcm, LIVE_HZ, lastSeconds) };
  }

  async function cutsAndRotationReturns(client: ChildProcess, via: LiveConnectionView['via']) {
    clients.push(client);
    await waitFor(`the ${via} source on air`, isLive, 20_000, 50);
    const [source] = connections();
    expect(source).toMatchObject({ via, mode: 'air' });

    // A presenter may not, nor a page of another site carrying the admin's cookie.
    expect((await cut(source!.id, presenter)).status).toBe(403);
    expect((await cut(source!.id, admin, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await cut(source!.id, admin, { Origin: 'https://elsewhere.example' })).status).toBe(403);
    expect(connections()).toHaveLength(1);

    const answer = await cut(source!.id, admin);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual([]);
    // Faded out, then hung up: the client's connection ends, and the rotation is what airs.
    await exited(client);
    await waitFor('rotation again', async () => !(await isLive()), 15_000, 50);
    expect(await rotationOnStream()).toMatchObject({ rotation: expect.any(Number), live: null });

    const audit = station.context.repos.audit.recent(20).find((e) => e.action === 'live.cut');
    expect(audit).toMatchObject({ username: 'admin', detail: `admin cortó a ${source!.who} (${via})` });
    // Cut again: it is gone.
    expect((await cut(source!.id, admin)).status).toBe(404);
  }

  beforeAll(async () => {
    station = await startToneStation([ROTATION_HZ], 30);
    admin = apiClient(station, await station.login());
    station.context.repos.users.create('pepa', await hashPassword('pepa-password-123'), 'presenter');
    presenter = admin.as(await station.login('pepa', 'pepa-password-123'));
  }, 60_000);
  afterEach(() => {
    for (const child of clients.splice(0)) child.kill('SIGKILL');
  });
  afterAll(() => station?.close());

  it('a real RTMP publish (OBS) with the station key', async () => {
    const { streamKey } = station.context.repos.settings.streaming();
    const url = `rtmp://127.0.0.1:${station.context.config.rtmpPort}/live/${streamKey}`;
    const obs = spawn(station.context.ffmpegPath, publisherArgs(url, LIVE_HZ), { stdio: 'ignore' });
    await cutsAndRotationReturns(obs, 'rtmp');
  }, 90_000);

  it('a real Icecast SOURCE client with the station key', async () => {
    const { streamKey } = station.context.repos.settings.streaming();
    const url = `icecast://source:${streamKey}@127.0.0.1:${station.port}/live`;
    const source = ffmpegSource(station.context.ffmpegPath, url, LIVE_HZ, 'mp3', ['-legacy_icecast', '1']);
    await cutsAndRotationReturns(source, 'icecast');
  }, 90_000);
});
