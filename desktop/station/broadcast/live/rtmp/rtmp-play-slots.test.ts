import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../../testing/station/api-client';
import { addToneTrack, publisherArgs, waitFor } from '../../../../../testing/station/test-audio';
import { type RawRtmp, rawPlayer } from '../../../../../testing/station/rtmp-wire';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';
import { MAX_RTMP_CONNECTIONS } from './rtmp-guard';

describe('RTMP players cannot lock the live input out', () => {
  let station: TestStation;
  const children: ChildProcess[] = [];
  const clients: RawRtmp[] = [];
  const isLive = async () => (await apiClient(station).call('streaming.status')).isLive;

  beforeAll(async () => {
    station = await startTestStation();
    await addToneTrack(station.context, { title: 'Tono', artist: 'A', frequency: 440, toneSeconds: 20, silence: 0 });
    await station.ready;
  }, 60_000);

  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const client of clients.splice(0)) client.socket.destroy();
  });

  afterAll(async () => {
    await station?.close();
  });

  it('closes players of paths nobody may play at once, and OBS goes live past a cap full of real players', async () => {
    const { rtmpPort } = station.context.config;
    const play = async (name: string) => {
      const client = await rawPlayer(rtmpPort, 'live', name);
      clients.push(client);
      return client;
    };
    // Paths nobody publishes or may play: refused, not held open until the handshake deadline.
    const nowhere: RawRtmp[] = [];
    for (const name of ['relay2', 'nadie', 'x']) nowhere.push(await play(name));
    await waitFor('players of other paths closed', () => nowhere.every((c) => c.closedAt() !== null), 2_000, 20);

    // The station output may be played: fill every slot with its players, one after another.
    const players: RawRtmp[] = [];
    for (let i = 0; i < MAX_RTMP_CONNECTIONS; i++) players.push(await play('emisora'));
    const obs = spawn(
      station.context.ffmpegPath,
      publisherArgs(`rtmp://127.0.0.1:${rtmpPort}/live/${station.context.repos.settings.streaming().streamKey}`, 1000),
      { stdio: 'ignore' },
    );
    children.push(obs);
    await waitFor('OBS live past the players', isLive, 8_000, 100);

    // Room was made by dropping the oldest players, never the newest.
    const dropped = players.map((p) => p.closedAt() !== null);
    const firstKept = dropped.indexOf(false);
    // One for the last player to join (keeping a slot free), one for OBS: no more than needed.
    expect(firstKept).toBeGreaterThan(0);
    expect(firstKept).toBeLessThanOrEqual(2);
    expect(dropped.slice(firstKept).every((d) => !d)).toBe(true);
  }, 45_000);
});
