import type { DirectoryListing } from '../../../../shared/schemas/directory';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AUDIO } from '../../../../shared/audio-format';
import type { Logger } from '../../log';
import { flvEncoderArgs } from '../ffmpeg-args';
import type { FlvOutput } from '../ingest';
import { createMount } from '../mount';
import type { StreamOutputsRepo } from '../../repos/stream-outputs';
import type { Runner } from '../runner';
import { createEncoderOutput, onDemand, type OnDemand } from './encoder-output';
import { createEncoderPool } from './encoder-pool';
import { type AudioFormat, EXTRA_MOUNTS } from './formats';
import { createFormatMount } from './format-mount';
import type { StationIdentity } from './ice-headers';
import { createHls, type Hls } from './hls';
import { serveHls } from './hls-http';
import { createPushes } from './pushes';
import type { AirOutputSettings } from '../air-chain/air-output';
import { createAirOutputs } from '../air-chain/air-outputs';

// How long a sleeping-to-be encoder keeps running after its last consumer: a player that reconnects
// (a phone switching networks, a page reload) finds it awake.
const MOUNT_LINGER_MS = 5_000;
const POOL_LINGER_MS = 1_000;

export interface StationOutputsOptions {
  runner: Runner;
  ffmpegPath: string;
  log: Logger;
  title: string;
  siteUrl(req: IncomingMessage): string;
  onListeners(): void;
  pushes: StreamOutputsRepo;
  station(): StationIdentity;
  /** How directories list the station: the mounts' icy-* headers. */
  listing?(): DirectoryListing;
  /** Where HLS writes its playlist and segments (inside the data dir). */
  hlsDir: string;
  /** "Salida al emisor" as set now (the admin's setting, else --air-output): read again on each settings change. */
  airOutput(): AirOutputSettings;
}

/**
 * Everything the bus feeds after the mix: the MP3 mount (always on), the AAC and Opus mounts and the HTTP-FLV
 * output (each encoder running only while someone listens), and the consumers added on top (HLS, pushes)
 * through the shared encoder pool.
 */
export function createStationOutputs(options: StationOutputsOptions) {
  const pool = createEncoderPool(options.runner, options.ffmpegPath, {
    lingerMs: POOL_LINGER_MS,
    title: options.title,
  });
  const mp3 = createMount({
    siteUrl: options.siteUrl,
    listing: options.listing,
    onListeners: () => options.onListeners(),
  });
  const extra = {
    aac: createFormatMount(pool, { format: 'aac', bitrateKbps: EXTRA_MOUNTS.aac.bitrateKbps, ...common() }),
    opus: createFormatMount(pool, { format: 'opus', bitrateKbps: EXTRA_MOUNTS.opus.bitrateKbps, ...common() }),
  };
  let releaseMp3: (() => void) | null = null;
  let flv: OnDemand | null = null;
  let flvEncoder: ReturnType<typeof createEncoderOutput> | null = null;
  let releaseFlv: (() => void) | null = null;
  let flvTitle: (title: string) => void = () => {};
  let title = options.title;
  let hls: Hls | null = null;
  const pushes = createPushes({
    pool,
    repo: options.pushes,
    log: options.log,
    station: options.station,
    title: () => title,
  });

  // The transmitter's feed: unlike the mounts it plays from start-up, listened to or not.
  const air = createAirOutputs({
    runner: options.runner,
    ffmpegPath: options.ffmpegPath,
    log: options.log.child('air-output'),
    settings: options.airOutput(),
  });

  function common() {
    return {
      lingerMs: MOUNT_LINGER_MS,
      siteUrl: options.siteUrl,
      listing: options.listing,
      onListeners: () => options.onListeners(),
    };
  }

  return {
    pool,
    mp3,
    start(flvOutput: ((title: string) => FlvOutput) | null) {
      air.start();
      mp3.start();
      extra.aac.start();
      extra.opus.start();
      releaseMp3 = pool.subscribe(
        { format: 'mp3', bitrateKbps: AUDIO.mp3BitrateKbps },
        { headers: () => {}, data: (frames) => mp3.push(frames) },
      );
      if (flvOutput) {
        flvEncoder = createEncoderOutput(options.runner, {
          name: 'encoder:flv',
          command: options.ffmpegPath,
          args: flvEncoderArgs(),
          onStart(child) {
            const output = flvOutput(title);
            flvTitle = (next) => output.setTitle(next);
            child.stdout!.on('data', (chunk: Buffer) => output.write(chunk));
            child.once('close', () => {
              output.close();
              flvTitle = () => {};
            });
          },
        });
        flv = onDemand(flvEncoder, MOUNT_LINGER_MS);
      }
      pushes.start();
      hls = createHls({ pool, dir: options.hlsDir, log: options.log.child('hls'), title: () => title });
    },
    /** GET/HEAD /hls/<name>: the playlist or a segment. */
    handleHls: (req: IncomingMessage, res: ServerResponse, name: string) => serveHls(hls, req, res, name),
    hlsAwake: () => hls?.awake() ?? false,
    pushes,
    air: {
      status: () => air.status(),
      /** How long after the bus the transmitter plays it (0 without a device): RDS waits this long. */
      holdMs: () => air.holdMs(),
      /** A settings write: the air output follows the admin's device, delay and gain. */
      settingsChanged: () => air.configure(options.airOutput()),
      /** Through the studio window: its WebSocket and the cards the windows report. */
      window: air.window,
    },
    write(frame: Buffer) {
      air.write(frame);
      pool.write(frame);
      flvEncoder?.write(frame);
    },
    /** What setTitle last gave every output. */
    title: () => title,
    setTitle(next: string) {
      title = next;
      mp3.setTitle(next);
      extra.aac.setTitle(next);
      extra.opus.setTitle(next);
      flvTitle(next);
      pool.setTitle(next);
      pushes.setTitle(next);
    },
    /** HTTP-FLV players on the in-process media server: the FLV encoder runs while there is one. */
    flvPlayers(count: number) {
      if (!flv) return;
      if (count > 0 && !releaseFlv) releaseFlv = flv.acquire();
      else if (count === 0 && releaseFlv) {
        releaseFlv();
        releaseFlv = null;
      }
    },
    /** Serves a listener of that mount; false when off air, with nothing written. */
    handle(format: AudioFormat, req: IncomingMessage, res: ServerResponse): boolean {
      return (format === 'mp3' ? mp3 : extra[format]).handle(req, res);
    },
    /** Listeners of the station's own mounts, by format. */
    listeners: () => ({ mp3: mp3.listeners(), aac: extra.aac.listeners(), opus: extra.opus.listeners() }),
    dropped: () => mp3.dropped() + extra.aac.dropped() + extra.opus.dropped(),
    encoders() {
      const list = pool.encoders();
      if (flvEncoder)
        list.push({
          name: flvEncoder.name,
          state: flvEncoder.state(),
          consumers: flv?.consumers() ?? 0,
          restarts: flvEncoder.restarts(),
          pid: flvEncoder.pid(),
        });
      return list;
    },
    async stop() {
      pushes.stop();
      hls?.stop();
      hls = null;
      mp3.stop();
      extra.aac.stopNow();
      extra.opus.stopNow();
      releaseMp3?.();
      releaseMp3 = null;
      releaseFlv = null;
      await Promise.all([pool.stop(), flv?.stop(), air.stop()]);
      flv = null;
      flvEncoder = null;
    },
  };
}
export type StationOutputs = ReturnType<typeof createStationOutputs>;
