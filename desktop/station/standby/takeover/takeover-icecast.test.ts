import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushCreateSchema } from '../../../../shared/schemas/broadcast/outputs';
import { alsaFilePcms } from '../../../../testing/station/alsa-file-pcm';
import { apiClient } from '../../../../testing/station/api-client';
import { killTree, type SourceCli, spawnSourceCli, waitForOk } from '../../../../testing/station/cli-process';
import { fallbackBlock, startIcecast, type TestIcecast } from '../../../../testing/station/icecast';
import { waitFor } from '../../../../testing/station/test-audio';
import { listen, type Reception, toneHeardSince, toneStrength } from '../../../../testing/station/test-listener';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';
import { BYTES_PER_SECOND } from '../../broadcast/bus/pcm';
import type { StationContext } from '../../core/context';

const STUDIO_TONE = 440;
const STANDBY_TONE = 660;
const STUDIO_MOUNT = '/studio.mp3';
const STANDBY_MOUNT = '/standby.mp3';

/** A push of the station's bus to a mount of the test Icecast. */
function pushTo(ctx: Pick<StationContext, 'repos'>, icecast: TestIcecast, mount: string) {
  ctx.repos.streamOutputs.create(
    pushCreateSchema.parse({
      ...{ kind: 'icecast', host: '127.0.0.1', port: icecast.port, mount, password: icecast.sourcePassword },
      ...{ format: 'mp3', bitrateKbps: 128, public: false },
    }),
  );
}

/** A studio's data folder: its library (one tone) and its push to the Icecast mount listeners tune to. */
async function studioData(icecast: TestIcecast): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'emisora-studio-'));
  const maker = await startToneStation([STUDIO_TONE], 60, { dataDir: dir });
  pushTo(maker.context, icecast, STUDIO_MOUNT);
  await maker.close();
  return dir;
}

describe('a standby PC takes the air when the studio dies, and gives it back (real Icecast, fallback mount)', () => {
  let icecast: TestIcecast;
  let studio: SourceCli | undefined;
  let studioDir = '';
  let studioUrl = '';
  let standby: TestStation;
  let rx: Reception;
  const pcms = alsaFilePcms({ transmitter: { out: true } });
  const airFile = path.join(pcms.dir, 'transmitter.raw');
  const previousAlsa = process.env.ALSA_CONFIG_PATH;

  let cookie = '';
  const standbyApi = () => apiClient(standby, cookie);
  const EVER = { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z' };
  const asRun = () => standby.context.repos.asRun.page(EVER, 0, 500);
  const onAir = async () => (await standbyApi().send('station.health')).data?.onAir;
  const mountHasSource = async (mount: string) =>
    (await icecast.sources()).some((s) => String(s.listenurl).endsWith(mount));
  /** What the transmitter's input received from byte `from` on (the standby's sound card, through ALSA). */
  const transmitter = (from = 0) => (existsSync(airFile) ? readFileSync(airFile).subarray(from - (from % 4)) : null);
  const transmitterBytes = () => (existsSync(airFile) ? statSync(airFile).size : 0);
  const carries = (pcm: Buffer | null, frequency: number) =>
    pcm !== null &&
    pcm.length > BYTES_PER_SECOND &&
    toneStrength(pcm, pcm.length - BYTES_PER_SECOND / 2, frequency, 4410) > 0.6;

  /** The studio as its own process (a CLI), on the address the standby follows once it has one. */
  async function startStudio() {
    const port = studioUrl ? ['--port', new URL(studioUrl).port] : [];
    await studio?.close();
    studio = await spawnSourceCli({}, ['--data', studioDir, ...port]);
    studioUrl ||= studio.url;
    await waitForOk(`${studioUrl}/stream`, 60_000);
  }

  /** Waits until the listener hears `frequency` after `since`; returns when its first sample arrived. */
  async function heard(frequency: number, since: number, timeoutMs: number) {
    const found = await waitFor(
      `the listener hearing ${frequency} Hz`,
      async () => (await toneHeardSince(standby.context.ffmpegPath, rx, since, frequency)).heardAt,
      timeoutMs,
      500,
    );
    return found!;
  }

  beforeAll(async () => {
    process.env.ALSA_CONFIG_PATH = pcms.configPath;
    icecast = await startIcecast({ fallbacks: [{ mount: STUDIO_MOUNT, fallback: STANDBY_MOUNT }] });
    studioDir = await studioData(icecast);
    await startStudio();
    await waitFor('the studio on its Icecast mount', () => mountHasSource(STUDIO_MOUNT), 20_000, 200);
    standby = await startToneStation([STANDBY_TONE], 60, {
      follow: { url: studioUrl, token: 'standby-token' },
      takeover: {
        takeoverAfterMs: 10_000,
        handBackAfterMs: 30_000,
        studioMount: `${icecast.url}${STUDIO_MOUNT}`,
        standbyMount: STANDBY_MOUNT,
        standbyAir: 'muted',
      },
      airOutput: 'transmitter',
    });
    // Its copy of the studio's settings pushes to the studio's mount: a standby sends that push to its own.
    pushTo(standby.context, icecast, STUDIO_MOUNT);
    await waitFor('the standby on its own mount', () => mountHasSource(STANDBY_MOUNT), 20_000, 200);
    cookie = await standby.login();
    rx = await listen(`${icecast.url}${STUDIO_MOUNT}`);
  }, 120_000);

  afterAll(async () => {
    rx?.stop();
    await studio?.close();
    await standby?.close();
    await icecast?.stop();
    if (studioDir) rmSync(studioDir, { recursive: true, force: true });
    rmSync(pcms.dir, { recursive: true, force: true });
    if (previousAlsa === undefined) delete process.env.ALSA_CONFIG_PATH;
    else process.env.ALSA_CONFIG_PATH = previousAlsa;
  });

  it('while the studio is on air the listener hears it, and the standby plays warm but silent on the transmitter', async () => {
    expect(rx.status).toBe(200);
    await heard(STUDIO_TONE, Date.now() - 3_000, 20_000);
    expect(await onAir()).toBe(false);
    // The standby's sound card is open and fed (silence), so taking the air starts no device.
    const from = transmitterBytes();
    await waitFor('the transmitter input growing', () => transmitterBytes() > from + BYTES_PER_SECOND, 10_000);
    expect(transmitter(from)!.every((byte) => byte === 0)).toBe(true);
    // Nothing it played was heard: no as-run, no proof of airing.
    expect(asRun().total).toBe(0);
  }, 40_000);

  it('kill -9 of the studio: the same listener hears the standby within 15 s, and the standby takes the air', async () => {
    const killedAt = Date.now();
    killTree(studio!.child.pid!);
    const heardAt = await heard(STANDBY_TONE, killedAt, 15_000);
    expect(heardAt - killedAt).toBeLessThan(15_000);
    // One connection all along: Icecast moved it to the fallback mount.
    expect(rx.chunks.length).toBeGreaterThan(0);
    await waitFor('the standby on air', async () => (await onAir()) === true, 20_000, 250);
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
    await startStudio();
    await heard(STUDIO_TONE, restartedAt, 45_000);
    await waitFor('the standby off the air', async () => (await onAir()) === false, 15_000, 250);
    const from = transmitterBytes();
    await waitFor('the transmitter input growing', () => transmitterBytes() > from + BYTES_PER_SECOND, 10_000);
    expect(transmitter(from + 4)!.every((byte) => byte === 0)).toBe(true);
    const open = await standbyApi().call('health.alerts', { query: { open: 'true' } });
    expect(open.map((a) => a.kind)).not.toContain('standby_on_air');
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
