import type { DirectoryListing } from '../../../../shared/schemas/broadcast/directory';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AUDIO } from '../../../../shared/station/audio-format';
import type { Logger } from '../../core/log';
import type { FlvOutput } from '../live/rtmp/flv-output';
import type { ListenerReply, ListenerRequest } from '../mounts/listener-reply';
import { createMount } from '../mounts/mount';
import type { PushConfig, StreamOutputsRepo } from '../../repos/broadcast/stream-outputs';
import type { Runner } from '../../ffmpeg/runner';
import { createEncoderPool } from './encoding/encoder-pool';
import type { AudioFormat } from './encoding/formats';
import { createFlvEncoder, type FlvEncoder } from './encoding/flv-encoder';
import { createExtraMounts } from './format-mount';
import type { StationIdentity } from './icecast-push/ice-headers';
import { createHls, type Hls } from './hls/hls';
import { serveHls } from './hls/hls-http';
import { createPushes } from './icecast-push/pushes';
import type { AirOutputSettings } from '../air-chain/air-output';
import { createAirOutputs } from '../air-chain/air-outputs';
import { createDabAudioOutput } from '../dab/dab-audio-output';
import type { Clock } from '../../core/clock';

// How long a sleeping-to-be encoder keeps running after its last consumer: a player that reconnects
// (a phone switching networks, a page reload) finds it awake.
const MOUNT_LINGER_MS = 5_000;
const POOL_LINGER_MS = 1_000;

export interface StationOutputsOptions {
  runner: Runner;
  ffmpegPath: string;
  log: Logger;
  title: string;
  siteUrl(): string;
  onListeners(): void;
  pushes: StreamOutputsRepo;
  station(): StationIdentity;
  /** How directories list the station: the mounts' icy-* headers. */
  listing?(): DirectoryListing;
  /** Where HLS writes its playlist and segments (inside the data dir). */
  hlsDir: string;
  /** "Salida al emisor" as set now (the admin's setting, else --air-output): read again on each settings change. */
  airOutput(): AirOutputSettings;
  /** The named pipe ODR-AudioEnc reads the bus from (DAB+), at the air output's delay and gain; none when unset. */
  dabAudio?: string;
  /** The sound card plays silence (a standby holding it open while its studio is on air); the mounts carry the bus. */
  airMuted?(): boolean;
  /** Where each push goes (a standby's own mount); unset, as configured. */
  pushTarget?: ((push: PushConfig) => PushConfig | null) | null;
  clock: Clock;
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
  const extra = createExtraMounts(pool, {
    lingerMs: MOUNT_LINGER_MS,
    siteUrl: options.siteUrl,
    listing: options.listing,
    onListeners: () => options.onListeners(),
  });
  let releaseMp3: (() => void) | null = null;
  let flv: FlvEncoder | null = null;
  let title = options.title;
  let hls: Hls | null = null;
  const pushes = createPushes({ ...options, pool, repo: options.pushes, title: () => title });

  // The transmitter's feed: unlike the mounts it plays from start-up, listened to or not.
  const air = createAirOutputs({ ...options, log: options.log.child('air-output'), settings: options.airOutput() });
  const dabAudio = createDabAudioOutput({ ...options, log: options.log.child('dab-audio'), fifo: options.dabAudio });

  return {
    pool,
    mp3,
    start(flvOutput: ((title: string) => FlvOutput) | null) {
      air.start();
      dabAudio.start();
      mp3.start();
      extra.aac.start();
      extra.opus.start();
      releaseMp3 = pool.subscribe(
        { format: 'mp3', bitrateKbps: AUDIO.mp3BitrateKbps },
        { headers: () => {}, data: (frames) => mp3.push(frames) },
      );
      if (flvOutput)
        flv = createFlvEncoder({
          runner: options.runner,
          ffmpegPath: options.ffmpegPath,
          lingerMs: MOUNT_LINGER_MS,
          open: flvOutput,
          title: () => title,
        });
      pushes.start();
      hls = createHls({
        pool,
        dir: options.hlsDir,
        log: options.log.child('hls'),
        title: () => title,
        now: options.clock.now,
      });
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
      settingsChanged: async () =>
        void (await Promise.all([dabAudio.follow(options.airOutput()), air.configure(options.airOutput())])),
      /** Through the studio window: its WebSocket and the cards the windows report. */
      window: air.window,
    },
    /** The DAB+ encoder's pipe: playing, failing (and why) or off. */
    dabAudio: { status: () => dabAudio.status() },
    write(frame: Buffer) {
      const heard = options.airMuted?.() ? Buffer.alloc(frame.length) : frame;
      air.write(heard);
      dabAudio.write(heard);
      pool.write(frame);
      flv?.write(frame);
    },
    /** What setTitle last gave every output. */
    title: () => title,
    setTitle(next: string) {
      title = next;
      mp3.setTitle(next);
      extra.aac.setTitle(next);
      extra.opus.setTitle(next);
      flv?.setTitle(next);
      pool.setTitle(next);
      pushes.setTitle(next);
    },
    /** HTTP-FLV players on the in-process media server: the FLV encoder runs while there is one. */
    flvPlayers(count: number) {
      flv?.players(count);
    },
    /** Serves a listener of that mount; false when off air, with nothing written. */
    handle(format: AudioFormat, request: ListenerRequest, reply: ListenerReply): boolean {
      return (format === 'mp3' ? mp3 : extra[format]).handle(request, reply);
    },
    /** Listeners of the station's own mounts, by format. */
    listeners: () => ({ mp3: mp3.listeners(), aac: extra.aac.listeners(), opus: extra.opus.listeners() }),
    dropped: () => mp3.dropped() + extra.aac.dropped() + extra.opus.dropped(),
    encoders() {
      const list = pool.encoders();
      if (flv) list.push(flv.info());
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
      await Promise.all([pool.stop(), flv?.stop(), air.stop(), dabAudio.stop()]);
      flv = null;
    },
  };
}
export type StationOutputs = ReturnType<typeof createStationOutputs>;
