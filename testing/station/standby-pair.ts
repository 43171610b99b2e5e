import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pushCreateSchema } from '../../shared/schemas/broadcast/outputs';
import type { StationConfig } from '../../desktop/station/config/config';
import type { StationContext } from '../../desktop/station/core/context';
import type { TakeoverConfig } from '../../desktop/station/standby/takeover/takeover-config';
import { apiClient } from './api-client';
import { killTree, type SourceCli, spawnSourceCli, waitForOk } from './cli-process';
import { startIcecast, type TestIcecast } from './icecast';
import { waitFor } from './test-audio';
import type { TestStation } from './test-station';
import { startToneStation } from './tone-station';

export const STUDIO_MOUNT = '/studio.mp3';
export const STANDBY_MOUNT = '/standby.mp3';

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
async function studioData(icecast: TestIcecast, tone: number): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'emisora-studio-'));
  const maker = await startToneStation([tone], 60, { dataDir: dir });
  pushTo(maker.context, icecast, STUDIO_MOUNT);
  await maker.close();
  return dir;
}

/**
 * A studio and its standby PC behind a real Icecast whose studio mount falls back to the standby's with override:
 * the studio is its own process (the CLI from source), so it can be killed as a power cut would; the standby runs
 * in this process, on its own tone (so a listener tells them apart), with its copy's push to the studio mount.
 */
export async function startStandbyPair(options: {
  studioTone: number;
  standbyTone: number;
  takeover?: Partial<TakeoverConfig>;
  standby?: Partial<StationConfig>;
}) {
  const icecast = await startIcecast({ fallbacks: [{ mount: STUDIO_MOUNT, fallback: STANDBY_MOUNT }] });
  const studioDir = await studioData(icecast, options.studioTone);
  let studio: SourceCli | null = null;
  let studioUrl = '';
  const mountHasSource = async (mount: string) =>
    (await icecast.sources()).some((s) => String(s.listenurl).endsWith(mount) && s.stream_start_iso8601);

  /** Starts the studio process, on the address the standby follows once it has one; resolves once it is pushing. */
  async function startStudio() {
    const port = studioUrl ? ['--port', new URL(studioUrl).port] : [];
    await studio?.close();
    studio = await spawnSourceCli({}, ['--data', studioDir, ...port]);
    studioUrl ||= studio.url;
    await waitForOk(`${studioUrl}/stream`, 60_000);
    await waitFor('the studio on its Icecast mount', () => mountHasSource(STUDIO_MOUNT), 30_000, 100);
  }

  await startStudio();
  const standby: TestStation = await startToneStation([options.standbyTone], 60, {
    follow: { url: studioUrl, token: 'standby-token' },
    takeover: {
      ...{ takeoverAfterMs: 10_000, handBackAfterMs: 30_000, standbyAir: 'muted' },
      ...{ studioMount: `${icecast.url}${STUDIO_MOUNT}`, standbyMount: STANDBY_MOUNT },
      ...options.takeover,
    },
    ...options.standby,
  });
  // Its copy of the studio's settings pushes to the studio's mount: a standby sends that push to its own.
  pushTo(standby.context, icecast, STUDIO_MOUNT);
  await waitFor('the standby on its own mount', () => mountHasSource(STANDBY_MOUNT), 30_000, 100);

  return {
    icecast,
    standby,
    listenerUrl: `${icecast.url}${STUDIO_MOUNT}`,
    /** What the standby's health endpoint says of the air. */
    standbyOnAir: async () => (await apiClient(standby).send('station.health')).data?.onAir,
    /** kill -9 of the studio and its children; returns when it was done (system time). */
    killStudio() {
      const at = Date.now();
      killTree(studio!.child.pid!);
      return at;
    },
    startStudio,
    async close() {
      await studio?.close();
      await standby.close();
      await icecast.stop();
      rmSync(studioDir, { recursive: true, force: true });
    },
  };
}
export type StandbyPair = Awaited<ReturnType<typeof startStandbyPair>>;
