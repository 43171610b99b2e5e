import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioInputSettings } from '../../../../../shared/schemas/mic/studio-input';
import { alsaFilePcms } from '../../../../../testing/station/alsa-file-pcm';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';
import { createDeskTone } from '../../../../../testing/station/desk-tone';
import { decodeMp3, waitFor } from '../../../../../testing/station/test-audio';
import { heardMore, listen, pastBurst, toneStrength } from '../../../../../testing/station/test-listener';
import type { TestStation } from '../../../../../testing/station/test-station';
import { startToneStation } from '../../../../../testing/station/tone-station';

const ROTATION_TONES = [300, 500];
const DESK_TONE = 1000;
const WINDOW = 4410 * 4; // 100 ms of s16le stereo

const hasTone = (pcm: Buffer, frequency: number) => {
  for (let at = 0; at + WINDOW <= pcm.length; at += WINDOW)
    if (toneStrength(pcm, at, frequency, 4410) > 0.6) return true;
  return false;
};

describe('the studio desk in "cruce" after VOX and when silent', () => {
  let station: TestStation;
  let api: ApiClient;
  const previous = process.env.ALSA_CONFIG_PATH;
  const dir = mkdtempSync(path.join(tmpdir(), 'emisora-desk-cruce-'));
  const fifo = path.join(dir, 'desk.fifo');
  const pcms = alsaFilePcms({ desk: { infile: fifo } });
  const desk = createDeskTone(fifo, DESK_TONE);
  const mic = () => api.call('mic.get');
  const press = (onAir: boolean) => api.call('mic.switch', { body: { onAir } });
  const defaults: StudioInputSettings = {
    device: null,
    mode: 'cruce',
    duckDb: -20,
    vox: { enabled: false, thresholdDbfs: -30, holdMs: 1_000 },
  };
  const settings = (patch: Partial<StudioInputSettings>) =>
    api.send('mic.settings', { body: { ...defaults, ...patch } });
  const source = () => station.context.broadcast.nowPlaying().current?.source;
  const deskConnections = () => station.context.live.connections().filter((c) => c.via === 'studio');
  /** Presses «Micro al aire»: the desk takes the air through the arbiter and its tone is heard on /stream. */
  const pressAndHearDesk = async () => {
    const rx = await listen(`${station.url}/stream`);
    await pastBurst(rx);
    await press(true);
    await waitFor('the desk on air as a live show', () => source() === 'live', 10_000, 50);
    expect(deskConnections()).toHaveLength(1);
    expect(deskConnections()[0]?.mode).toBe('air');
    expect(await mic()).toMatchObject({ status: { onAir: true }, by: 'boton' });
    await heardMore(rx, 2_000);
    rx.stop();
    expect(hasTone(await decodeMp3(station.context.ffmpegPath, rx.audio()), DESK_TONE)).toBe(true);
  };

  beforeAll(async () => {
    execFileSync('mkfifo', [fifo]);
    process.env.ALSA_CONFIG_PATH = pcms.configPath;
    station = await startToneStation(ROTATION_TONES, 4, { studioInput: 'desk' });
    api = apiClient(station, await station.login());
    desk.play();
    await waitFor('the desk captured', async () => (await mic()).status.state === 'capturing', 15_000, 100);
  }, 60_000);

  afterAll(async () => {
    desk.close();
    await station?.close();
    if (previous === undefined) delete process.env.ALSA_CONFIG_PATH;
    else process.env.ALSA_CONFIG_PATH = previous;
  });

  it('a press in "cruce" while VOX holds the air in "atenuar" takes the arbiter and puts the desk on /stream', async () => {
    const vox = { enabled: true, thresholdDbfs: -30, holdMs: 1_000 };
    expect((await settings({ mode: 'atenuar', vox })).status).toBe(200);
    await waitFor('VOX on air', async () => (await mic()).by === 'vox', 10_000, 50);
    desk.silence();
    await waitFor('VOX released', async () => !(await mic()).status.onAir, 5_000, 50);
    desk.play();
    await waitFor('VOX on air again', async () => (await mic()).by === 'vox', 20_000, 50);
    expect(source()).toBe('rotation');

    expect((await settings({ mode: 'cruce', vox })).status).toBe(200);
    await pressAndHearDesk();
    await press(false);
    expect((await settings({ vox: { ...vox, enabled: false } })).status).toBe(200);
    await waitFor('back to the music', () => source() === 'rotation', 10_000, 50);
    expect(deskConnections()).toHaveLength(0);
  }, 90_000);

  it('after VOX took the air and gave it back, a press puts the desk on /stream and the arbiter lists it', async () => {
    expect((await settings({ vox: { enabled: true, thresholdDbfs: -30, holdMs: 1_000 } })).status).toBe(200);
    await waitFor('VOX on air', async () => (await mic()).by === 'vox', 10_000, 50);
    await waitFor('the live show on air', () => source() === 'live', 10_000, 50);
    expect(deskConnections()).toHaveLength(1);
    desk.silence();
    await waitFor('VOX released', async () => !(await mic()).status.onAir, 5_000, 50);
    await waitFor('back to the music', () => source() === 'rotation', 10_000, 50);
    expect(deskConnections()).toHaveLength(0);

    expect((await settings({ vox: { ...defaults.vox, enabled: false } })).status).toBe(200);
    desk.play();
    await waitFor('the desk heard again', async () => (await mic()).status.state === 'capturing', 20_000, 100);
    await pressAndHearDesk();
    await press(false);
    await waitFor('back to the music', () => source() === 'rotation', 10_000, 50);
    expect(deskConnections()).toHaveLength(0);
  }, 90_000);

  it('a desk gone silent in "cruce" leaves the air after 3 s with its arbiter connection, and the studio says why', async () => {
    await waitFor('the desk captured', async () => (await mic()).status.state === 'capturing', 20_000, 100);
    await press(true);
    await waitFor('the desk on air', () => source() === 'live', 10_000, 50);
    expect(deskConnections()).toHaveLength(1);
    desk.silence();
    const silentAt = Date.now();
    await waitFor('back to the music', () => source() === 'rotation', 10_000, 50);
    expect(Date.now() - silentAt).toBeGreaterThanOrEqual(2_500);
    await waitFor('the arbiter free again', () => deskConnections().length === 0, 5_000, 50);
    const view = await mic();
    expect(view).toMatchObject({ status: { onAir: false }, by: null, waiting: null });
    expect(view.closed).toBe('Micro cerrado: el estudio estuvo 3 s sin audio');

    // The next press clears the note and takes the air again once the desk is heard.
    desk.play();
    await waitFor('the desk captured again', async () => (await mic()).status.state === 'capturing', 20_000, 100);
    expect((await press(true)).closed).toBeNull();
    await waitFor('the desk on air again', () => source() === 'live', 10_000, 50);
    expect(deskConnections()).toHaveLength(1);
    await press(false);
    await waitFor('the arbiter free', () => deskConnections().length === 0, 5_000, 50);
  }, 90_000);
});
