import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { PcmSource } from '../../bus/file-source';
import { liveDecoderArgs } from '../../../ffmpeg/ffmpeg-args';
import { AUDIO_ONLY_FLV_HEADER } from '../rtmp/flv-output';
import type { NmsSession, NmsSubscriber } from '../rtmp/nms';
import { jitterSizes } from './live-jitter';
import { FRAME_BYTES, PcmQueue } from '../../bus/pcm';
import type { Runner } from '../../../ffmpeg/runner';
import type { Clock } from '../../../core/clock';

// FLV as the decoder sees it: an audio-only header, then audio tags only. With the publisher's
// header (audio + video) and metadata, ffmpeg's tiny probe ends before any stream appears.
const FLV_AUDIO_TAG = 8;

// A decoder killed from outside (OOM killer, a stray kill) is restarted at once, the show going on; one that
// dies this often in this window is failing on the input itself, and the show ends (see idleMs).
const MAX_DECODER_RESTARTS = 3;
const RESTART_WINDOW_MS = 10_000;

/** What of node-media-server's FLV output goes to the live decoder: the header (rewritten) and audio tags. */
export function decoderInput(buffer: Buffer): Buffer | null {
  if (buffer.length >= 3 && buffer.toString('latin1', 0, 3) === 'FLV') return AUDIO_ONLY_FLV_HEADER;
  return buffer[0] === FLV_AUDIO_TAG ? buffer : null;
}

/**
 * Where a live show's encoded audio comes from (the RTMP publisher, an Icecast source client, the browser studio):
 * what ffmpeg is told about its format, and the bytes, written into the decoder's stdin.
 */
export interface LiveFeed {
  /** ffmpeg's input options before `-i pipe:0` (format, probe size). */
  inputArgs: string[];
  /** The most audio the input has delivered at once (an Ogg page), in ms; absent or 0 for a steady input. */
  burstMs?(): number;
  /** The account whose input this is (null: the station key), so a presenter can ask whether they are heard. */
  owner?: number | null;
  /** Sends the feed into `sink`; called again with a fresh decoder's stdin after a restart. */
  attach(sink: Writable): void;
  /** Stops sending (the show is over). */
  detach(): void;
}

/** node-media-server's publisher as a feed: an internal subscriber (no network hop) of its FLV. */
export function nmsFeed(session: NmsSession): LiveFeed {
  let sink: Writable | null = null;
  // An empty ip marks the subscriber as internal: node-media-server then emits no play events for it.
  const subscriber: NmsSubscriber = {
    id: `emisora-live-${randomUUID()}`,
    ip: '',
    protocol: 'flv',
    streamPath: session.streamPath,
    sendBuffer(buffer) {
      const input = decoderInput(buffer);
      if (input && sink?.writable) sink.write(input);
    },
    close() {},
  };
  return {
    inputArgs: ['-probesize', '32', '-analyzeduration', '0', '-f', 'flv'],
    attach(next) {
      sink = next;
      // A fresh decoder needs the stream's header and AAC configuration again: subscribing anew sends them.
      session.broadcast.postPlay(subscriber);
    },
    detach() {
      sink = null;
      session.broadcast.subscribers.delete(subscriber.id);
    },
  };
}

export interface LiveSource extends PcmSource {
  /** Enough audio has arrived to start the fade to live. */
  ready(): boolean;
  /** Milliseconds since the decoder last produced audio (or since start when it never did); infinite once its decoder keeps failing. */
  idleMs(): number;
}

/**
 * Decodes a live feed to bus PCM in a supervised-by-us ffmpeg. Closing detaches and stops the decoder.
 * Idle time is measured on the monotonic clock: a wall-clock jump must neither end nor prolong the show.
 * The publisher sets the pace: a short jitter buffer (live-jitter.ts, longer for an input that sends in bursts)
 * starts after its prebuffer, drops the oldest past its ceiling so live latency stays bounded, and pads with
 * silence (null frames) when it runs dry.
 */
export function createLiveSource(runner: Runner, ffmpegPath: string, feed: LiveFeed, clock: Clock): LiveSource {
  const queue = new PcmQueue();
  const startedAt = clock.monotonic();
  let lastData = 0;
  let started = false;
  let closed = false;
  let gaveUp = false;
  const restarts: number[] = [];
  let child: ChildProcess = startDecoder();

  function startDecoder(): ChildProcess {
    const args = liveDecoderArgs(feed.inputArgs);
    const decoder = runner.spawn({ name: 'decoder:live', command: ffmpegPath, args, stdin: true });
    // A decoder killed mid-write must not take the station down with an EPIPE.
    decoder.stdin?.on('error', () => {});
    decoder.stdout!.on('data', (chunk: Buffer) => {
      lastData = clock.monotonic();
      queue.push(chunk);
      const sizes = jitterSizes(feed.burstMs?.());
      if (queue.length > sizes.max) queue.trimTo(sizes.trimTo);
    });
    decoder.once('close', () => {
      if (closed || decoder !== child) return;
      const now = clock.monotonic();
      while (restarts.length > 0 && now - restarts[0]! > RESTART_WINDOW_MS) restarts.shift();
      if (restarts.length >= MAX_DECODER_RESTARTS) {
        gaveUp = true;
        return;
      }
      restarts.push(now);
      child = startDecoder();
      feed.attach(child.stdin!);
    });
    return decoder;
  }
  feed.attach(child.stdin!);

  return {
    read() {
      const sizes = jitterSizes(feed.burstMs?.());
      if (!started) {
        if (queue.length < sizes.prebuffer) return null;
        started = true;
      }
      if (queue.length >= FRAME_BYTES) return queue.take(FRAME_BYTES);
      if (sizes.rebuffer) started = false;
      return null;
    },
    buffered: () => queue.length,
    ready: () => queue.length >= jitterSizes(feed.burstMs?.()).prebuffer,
    idleMs: () => (gaveUp ? Number.POSITIVE_INFINITY : clock.monotonic() - (lastData || startedAt)),
    finished: () => closed,
    failed: () => false,
    decoded: () => closed,
    close() {
      if (closed) return;
      closed = true;
      feed.detach();
      queue.clear();
      void runner.stopChild(child);
    },
  };
}
