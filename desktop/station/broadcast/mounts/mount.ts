import type { DirectoryListing } from '../../../../shared/schemas/broadcast/directory';
import { AUDIO } from '../../../../shared/station/audio-format';
import { STATION } from '../../../../shared/station/station-facts';
import { audioInfo, directoryInfo } from './directory-info';
import { createIcyInterleaver, type IcyCharset, isIcecastRelay, latin1 } from './icy';
import { MountBurst } from './mount-burst';
import type { ListenerReply, ListenerRequest } from './listener-reply';
import { type MountListener, MountListeners } from './mount-listeners';

/** What a mount serves: MP3 for /stream, AAC (ADTS) and Ogg Opus for the other mounts. */
export interface MountFormat {
  contentType: string;
  bitrateKbps: number;
  sampleRate: number;
  /** Whether listeners may ask for ICY metadata (MP3, AAC); Ogg carries its titles in-band. */
  icy: boolean;
}

export const MP3_MOUNT: MountFormat = {
  contentType: 'audio/mpeg',
  bitrateKbps: AUDIO.mp3BitrateKbps,
  sampleRate: AUDIO.sampleRate,
  icy: true,
};

export interface MountOptions {
  format?: MountFormat;
  /** The station's site address (icy-url, icy-logo, icy-main-stream-url). */
  siteUrl(): string;
  /** This mount's path, for icy-main-stream-url. */
  path?: string;
  burstBytes?: number;
  maxBacklogBytes?: number;
  onListeners(count: number): void;
  /** How directories list the station (admin "Directorios"); the station's facts when absent. */
  listing?(): DirectoryListing;
}

// Writing every encoder frame to every socket costs a syscall each, and the write syscall was a quarter of
// the fan-out's CPU in the profile: batching 250 ms (4 KB at 128 kbps, about what Icecast sends per write)
// makes 4 writes a second per listener, adding a quarter second on top of the burst.
const FLUSH_MS = 250;

// Header strings go out as latin1; stream players (and Icecast 2.4) use UTF-8 bytes.
const utf8Bytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
const EXPOSED_AUDIO_HEADERS = ['icy-br', 'icy-sr', 'icy-metaint', 'icy-audio-info', 'ice-audio-info'];

export function icyHeaders(
  metaint: boolean,
  url: string,
  format: MountFormat = MP3_MOUNT,
  mountPath = '/stream',
  listing?: DirectoryListing,
  charset: IcyCharset = 'utf8',
): Record<string, string> {
  const info = audioInfo(format.sampleRate, format.bitrateKbps);
  // Players read the icy-* values as UTF-8; an Icecast relay as ISO-8859-1 (its default), which Node writes as is.
  const encode = (value: string) => (charset === 'utf8' ? utf8Bytes(value) : latin1(value).toString('latin1'));
  const directory = Object.entries(directoryInfo(url, mountPath, listing)).map(([name, value]) => [
    name,
    encode(`${value}`),
  ]);
  const headers: Record<string, string> = {
    'Content-Type': format.contentType,
    ...Object.fromEntries(directory),
    'icy-br': String(format.bitrateKbps),
    'icy-sr': String(format.sampleRate),
    'icy-audio-info': info,
    'ice-audio-info': info,
    'Cache-Control': 'no-cache, no-store',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': [...directory.map(([name]) => name), ...EXPOSED_AUDIO_HEADERS].join(', '),
  };
  if (metaint) headers['icy-metaint'] = String(AUDIO.icyMetaInt);
  return headers;
}

/**
 * An Icecast-compatible mount (MP3 /stream, and the AAC and Opus mounts): burst on connect, per-listener ICY
 * metadata where the format has it, bounded queues. It is fed whole frames (or Ogg pages); `headers()` takes
 * Ogg's header pages, which every new listener gets before the burst.
 */
export function createMount(options: MountOptions) {
  const format = options.format ?? MP3_MOUNT;
  const burst = new MountBurst(options.burstBytes ?? AUDIO.burstBytes);
  const listeners = new MountListeners(options.maxBacklogBytes ?? AUDIO.listenerMaxBacklogBytes, (count) =>
    options.onListeners(count),
  );
  let title: string = STATION.name;
  let running = false;
  let timer: NodeJS.Timeout | undefined;

  function flush() {
    const batch = burst.take();
    if (batch) listeners.sendAll(batch, title);
  }

  return {
    /** Whole MP3 frames from the encoder. */
    push(frames: Buffer) {
      if (running && frames.length > 0) burst.queue(frames);
    },
    /** A new Ogg logical stream starts: its header pages go to everyone now, and first to every new listener. */
    headers(pages: Buffer) {
      if (!running) return;
      flush();
      burst.restart(pages);
      listeners.sendAll(pages, title);
    },
    /** The encoder went to sleep: what the burst holds is no longer live. */
    forgetBurst() {
      burst.clear();
    },
    setTitle(next: string) {
      title = next;
    },
    title: () => title,
    start() {
      if (running) return;
      running = true;
      timer = setInterval(flush, FLUSH_MS);
    },
    /** Ends every listener; new requests get 503 until start(). */
    stop() {
      running = false;
      clearInterval(timer);
      burst.clear();
      listeners.endAll();
      options.onListeners(0);
    },
    listeners: () => listeners.size,
    dropped: () => listeners.dropped,
    /** Serves one listener; false when off air, with nothing written (broadcast/mounts/stream-routes.ts answers that). */
    handle(request: ListenerRequest, reply: ListenerReply): boolean {
      if (!running) return false;
      const wantsMeta = format.icy && request.icyMetadata === '1';
      // An Icecast relay (User-Agent "Icecast 2.4.4") reads titles and names as ISO-8859-1; players read UTF-8.
      const charset = isIcecastRelay(request.userAgent) ? 'latin1' : 'utf8';
      // Raw MP3 until the connection closes, as Icecast sends it (no chunking: some hardware internet radios and
      // ICY clients count metaint bytes on the socket).
      reply.head(200, {
        ...icyHeaders(wantsMeta, options.siteUrl(), format, options.path, options.listing?.(), charset),
        Connection: 'close',
      });
      if (request.method === 'HEAD') {
        reply.end();
        return true;
      }
      const { socket } = reply;
      if (!socket) return true;
      socket.setNoDelay(true);
      const icy = wantsMeta ? createIcyInterleaver(AUDIO.icyMetaInt, charset) : null;
      const listener: MountListener = { reply, socket, icy };
      listeners.add(listener);
      reply.onClose(() => listeners.remove(listener));
      if (burst.prelude) listeners.send(listener, burst.prelude, title);
      // The burst goes out as the shared batches it is made of, corked into one writev: Buffer.concat copied
      // 64 KiB for every new listener, and with those copies the station held 5-7 MiB more RSS at 1,000 listeners
      // (docs/benchmarks.md, attempt 4).
      socket.cork();
      for (const batch of burst.batches) listeners.send(listener, batch, title);
      socket.uncork();
      // Last: the first listener wakes a sleeping mount's encoder, whose header pages then reach everyone, this
      // listener included; counted before the prelude above, it got an Ogg stream's headers twice.
      options.onListeners(listeners.size);
      return true;
    },
  };
}
