import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFF_AIR_DEFAULTS } from '../../../../shared/schemas/off-air/off-air';
import { alsaFilePcms } from '../../../../testing/station/alsa-file-pcm';
import { addGatedTrack } from '../../../../testing/station/offair-audio';
import { waitFor } from '../../../../testing/station/test-audio';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';
import { writeAirOutput } from './air-chain-settings';
import { airPlayback } from './air-playback';
import { writeOffAir } from './offair-settings';

const AIR_DELAY_MS = 3_000;

/**
 * The transmitter fed by the air output, and the off-air monitor hearing that feed (the ALSA `file` device's bytes
 * as they are written): a 3 s profanity delay set on the air output shows as 3 s more in the measured delay, found
 * because the search allows for the setting.
 */
describe('off-air monitor behind the air output delay', () => {
  let station: TestStation;
  const pcms = alsaFilePcms({ transmitter: { out: true } });
  const previous = process.env.ALSA_CONFIG_PATH;

  beforeAll(async () => {
    process.env.ALSA_CONFIG_PATH = pcms.configPath;
    station = await startTestStation({ airOutput: 'transmitter' });
    await addGatedTrack(station.context);
    await station.ready;
  }, 60_000);

  afterAll(async () => {
    await station?.close();
    if (previous === undefined) delete process.env.ALSA_CONFIG_PATH;
    else process.env.ALSA_CONFIG_PATH = previous;
  });

  it('measures the device chain, then the 3 s delay setting on top of it, with a high correlation', async () => {
    // Written as the admin routes write them: the settings repository publishes the change, the air follows.
    const { settings } = station.context.repos;
    const airFile = path.join(pcms.dir, 'transmitter.raw');
    writeOffAir(settings, { ...OFF_AIR_DEFAULTS, input: `tail -c 0 -s 0.1 -F '${airFile}'`, checkSeconds: 2 });
    await waitFor(
      'the gated track on air',
      () => station.context.broadcast.nowPlaying().current?.title === 'Compases',
      20_000,
    );
    const offAir = () => station.context.broadcast.offAir?.();
    await expect.poll(() => offAir()?.state, { timeout: 40_000, interval: 500 }).toBe('ok');
    // The device chain's own delay: aplay's 0.2 s buffer (0.22 s measured with the file plug-in), or, without
    // alsa-utils, ffmpeg's ALSA output and its 131,072-frame buffer (2.98 s measured): air-playback.ts.
    const chain = offAir()?.delaySeconds ?? Number.NaN;
    const playback = airPlayback('transmitter', station.context.ffmpegPath);
    expect(chain).toBeGreaterThanOrEqual(0);
    expect(chain).toBeLessThan(playback.latencyMs / 1000 + 0.5);

    writeAirOutput(settings, { device: null, delayMs: AIR_DELAY_MS, gainDb: 0 });
    await expect
      .poll(() => (offAir()?.state === 'ok' ? offAir()?.delaySeconds : null), { timeout: 40_000, interval: 500 })
      .toBeGreaterThan(chain + AIR_DELAY_MS / 1000 - 0.3);
    const delayed = offAir();
    expect(delayed?.delaySeconds).toBeLessThan(chain + AIR_DELAY_MS / 1000 + 0.3);
    expect(delayed?.correlation).toBeGreaterThan(OFF_AIR_DEFAULTS.degradedBelow);
  }, 120_000);
});
