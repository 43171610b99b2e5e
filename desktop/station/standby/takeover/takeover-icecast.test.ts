import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alsaFilePcms } from '../../../../testing/station/alsa-file-pcm';
import { apiClient } from '../../../../testing/station/api-client';
import { fallbackBlock } from '../../../../testing/station/icecast';
import { type StandbyPair, startStandbyPair } from '../../../../testing/station/standby-pair';
import { waitFor } from '../../../../testing/station/test-audio';
import { listen, type Reception, toneHeardSince, toneStrength } from '../../../../testing/station/test-listener';
import { BYTES_PER_SECOND } from '../../broadcast/bus/pcm';

const STUDIO_TONE = 440;
const STANDBY_TONE = 660;
const EVER = { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z' };

describe('a standby PC takes the air when the studio dies, and gives it back (real Icecast, fallback mount)', () => {
  let pair: StandbyPair;
  let rx: Reception;
  let cookie = '';
  let listenerClosed = false;
  const pcms = alsaFilePcms({ transmitter: { out: true } });
  const airFile = path.join(pcms.dir, 'transmitter.raw');
  const previousAlsa = process.env.ALSA_CONFIG_PATH;

  const standbyApi = () => apiClient(pair.standby, cookie);
  const asRun = () => pair.standby.context.repos.asRun.page(EVER, 0, 500);
  /** What the transmitter's input received from byte `from` on (the standby's sound card, through ALSA). */
  const transmitter = (from = 0) => (existsSync(airFile) ? readFileSync(airFile).subarray(from - (from % 4)) : null);
  const transmitterBytes = () => (existsSync(airFile) ? statSync(airFile).size : 0);
  const carries = (pcm: Buffer | null, frequency: number) =>
    pcm !== null &&
    pcm.length > BYTES_PER_SECOND &&
    toneStrength(pcm, pcm.length - BYTES_PER_SECOND / 2, frequency, 4410) > 0.6;
  /**
   * Waits for two seconds of what the standby's sound card plays, and says whether the second one was all silence:
   * what was already on its way to the card when the air changed hands (the player's pipe and ALSA buffer, about a
   * second at most) still plays out first.
   */
  async function transmitterSilent() {
    const from = transmitterBytes() + BYTES_PER_SECOND;
    await waitFor('the transmitter input growing', () => transmitterBytes() > from + BYTES_PER_SECOND, 15_000);
    return transmitter(from)!.every((byte) => byte === 0);
  }

  /** Waits until the listener hears `frequency` after `since`; returns when its first sample arrived. */
  async function heard(frequency: number, since: number, timeoutMs: number) {
    const found = await waitFor(
      `the listener hearing ${frequency} Hz`,
      async () => (await toneHeardSince(pair.standby.context.ffmpegPath, rx, since, frequency)).heardAt,
      timeoutMs,
      500,
    );
    return found!;
  }

  beforeAll(async () => {
    process.env.ALSA_CONFIG_PATH = pcms.configPath;
    pair = await startStandbyPair({
      studioTone: STUDIO_TONE,
      standbyTone: STANDBY_TONE,
      standby: { airOutput: 'transmitter' },
    });
    cookie = await pair.standby.login();
    rx = await listen(pair.listenerUrl);
    void rx.closed.then(() => {
      listenerClosed = true;
    });
  }, 180_000);

  afterAll(async () => {
    rx?.stop();
    await pair?.close();
    rmSync(pcms.dir, { recursive: true, force: true });
    if (previousAlsa === undefined) delete process.env.ALSA_CONFIG_PATH;
    else process.env.ALSA_CONFIG_PATH = previousAlsa;
  });

  it('while the studio is on air the listener hears it, and the standby plays warm but silent on the transmitter', async () => {
    expect(rx.status).toBe(200);
    await heard(STUDIO_TONE, Date.now() - 3_000, 20_000);
    expect(await pair.standbyOnAir()).toBe(false);
    // The standby's sound card is open and fed (silence), so taking the air starts no device.
    expect(await transmitterSilent()).toBe(true);
    // Nothing it played was heard: no as-run, no proof of airing.
    expect(asRun().total).toBe(0);
  }, 40_000);

  it('kill -9 of the studio: the same listener hears the standby within 15 s, and the standby takes the air', async () => {
    const killedAt = pair.killStudio();
    const heardAt = await heard(STANDBY_TONE, killedAt, 15_000);
    expect(heardAt - killedAt).toBeLessThan(15_000);
    await waitFor('the standby on air', async () => (await pair.standbyOnAir()) === true, 20_000, 250);
    await waitFor('its transmitter output unmuted', () => carries(transmitter(), STANDBY_TONE), 10_000, 250);
    const alerts = await standbyApi().call('health.alerts', { query: { open: 'true' } });
    expect(alerts.map((a) => a.kind)).toContain('standby_on_air');
    // What it airs from the takeover on is in its as-run, marked as the standby's.
    const aired = asRun().items;
    expect(aired.length).toBeGreaterThan(0);
    expect(aired.every((item) => item.standby === true && item.title === `Tono ${STANDBY_TONE}`)).toBe(true);
  }, 60_000);

  it("the studio's return brings the listener back to it, and the standby yields at once", async () => {
    const restartedAt = Date.now();
    await pair.startStudio();
    await heard(STUDIO_TONE, restartedAt, 45_000);
    await waitFor('the standby off the air', async () => (await pair.standbyOnAir()) === false, 15_000, 250);
    expect(await transmitterSilent()).toBe(true);
    const open = await standbyApi().call('health.alerts', { query: { open: 'true' } });
    expect(open.map((a) => a.kind)).not.toContain('standby_on_air');
    // The listener never reconnected: one response carried studio, standby and studio again.
    expect(rx.chunks.length).toBeGreaterThan(0);
    expect(listenerClosed).toBe(false);
  }, 90_000);
});

describe("the operator guide's icecast.xml for a standby PC", () => {
  it('gives the studio mount the fallback and override this test runs Icecast with', () => {
    const guide = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/operator-guide.md'), 'utf8');
    const section = guide.slice(guide.indexOf('## Standby PC'));
    const mount = /<mount>[\s\S]*?<\/mount>/.exec(section)?.[0].replace(/\s+/g, '');
    expect(mount).toBe(fallbackBlock({ mount: '/radio.mp3', fallback: '/reserva.mp3' }).replace(/\s+/g, ''));
  });
});
