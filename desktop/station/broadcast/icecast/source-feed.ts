import type { Duplex, Writable } from 'node:stream';
import type { LiveFeed } from '../live-source';
import { loadMetadataReader } from '../metadata-reader';

/** A sink further behind than this (a stuck monitor, a decoder that died) misses chunks rather than grow memory. */
const MAX_SINK_BACKLOG = 512 * 1024;
/** An Ogg stream's header pages (codec setup, comments) are a few kB; more than this is not a header. */
const MAX_OGG_HEADER = 256 * 1024;

/**
 * Cuts an Ogg stream into pages just far enough to keep its header pages (granule position 0 at the start of a
 * logical stream) for a decoder that joins later: a source waiting in standby goes on air mid-stream, and Vorbis
 * or Opus cannot be decoded without the setup it sent at connect. A chained stream (liquidsoap starts a new one
 * when its title changes) starts a new header.
 */
function oggHeaders() {
  let pending: Buffer = Buffer.alloc(0);
  let header: Buffer[] = [];
  let headerBytes = 0;
  let inHeader = false;
  return {
    push(chunk: Buffer) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (pending.length >= 27) {
        const at = pending.indexOf('OggS');
        if (at < 0) {
          pending = pending.subarray(pending.length - 3);
          return;
        }
        if (at > 0) pending = pending.subarray(at);
        if (pending.length < 27) return;
        const segments = pending[26]!;
        if (pending.length < 27 + segments) return;
        let size = 27 + segments;
        for (let i = 0; i < segments; i++) size += pending[27 + i]!;
        if (pending.length < size) return;
        const page = pending.subarray(0, size);
        pending = pending.subarray(size);
        const beginsStream = (page[5]! & 0x02) !== 0;
        if (beginsStream && !inHeader) {
          header = [];
          headerBytes = 0;
          inHeader = true;
        }
        if (inHeader && page.readBigInt64LE(6) === 0n && headerBytes + size <= MAX_OGG_HEADER) {
          header.push(Buffer.from(page));
          headerBytes += size;
        } else inHeader = false;
      }
    },
    header: () => Buffer.concat(header),
  };
}

const write = (sink: Writable, chunk: Buffer) => {
  if (sink.writable && sink.writableLength < MAX_SINK_BACKLOG) sink.write(chunk);
};

/**
 * A connected source's bytes, read as they come (the encoder paces itself in real time) and handed to whoever
 * listens: the live decoder while the source is on air, the presenter's monitor while it waits in standby, and
 * the in-band title reader (Ogg comments, through icecast-metadata-js) all the time. A source in standby is read
 * and its audio dropped, so that it goes on air with what it sends now, not with seconds queued in the socket.
 */
export function createSourceFeed(options: {
  socket: Duplex;
  /** Body bytes that came with the request head. */
  first: Buffer;
  inputArgs: string[];
  ogg: boolean;
  /** An in-band title ("Artist - Title", or the title alone). */
  onTitle(title: string): void;
}) {
  const { socket } = options;
  const sinks = new Set<Writable>();
  const headers = options.ogg ? oggHeaders() : null;
  const titles = options.ogg ? titleReader(options.onTitle) : null;

  const receive = (chunk: Buffer) => {
    headers?.push(chunk);
    titles?.read(chunk);
    for (const sink of sinks) write(sink, chunk);
  };
  if (options.first.length > 0) receive(options.first);
  socket.on('data', receive);
  socket.resume();

  /** Adds a sink from now on (after the stream's header, for Ogg); the returned function removes it. */
  function tap(sink: Writable): () => void {
    const header = headers?.header();
    if (header?.length) write(sink, header);
    sinks.add(sink);
    return () => sinks.delete(sink);
  }

  return {
    tap,
    /** Calls `listener` once the source hangs up (a monitor then ends). */
    onClose: (listener: () => void) => void socket.once('close', listener),
    /** The feed for one stint on air: detaching it (the show ended or went to standby) removes only its sink. */
    airFeed(onDetach: () => void): LiveFeed {
      let untap: (() => void) | null = null;
      return {
        inputArgs: options.inputArgs,
        attach(sink) {
          untap?.();
          untap = tap(sink);
        },
        detach() {
          untap?.();
          untap = null;
          onDetach();
        },
      };
    },
  };
}
export type SourceFeed = ReturnType<typeof createSourceFeed>;

// The first pages carry the stream's comments (its first title): kept while the library loads, up to this much.
const MAX_EARLY_BYTES = 256 * 1024;

/** In-band Ogg titles through icecast-metadata-js, loaded on the first Ogg source; what comes meanwhile waits. */
function titleReader(onTitle: (title: string) => void) {
  let reader: { readAll(chunk: Uint8Array): unknown } | null = null;
  const early: Buffer[] = [];
  let earlyBytes = 0;
  const readAll = (chunk: Buffer) => {
    try {
      reader?.readAll(chunk);
    } catch {
      // A malformed page must cost the title, never the show.
    }
  };
  void loadMetadataReader()
    .then((Reader) => {
      reader = new Reader({
        metadataTypes: ['ogg'],
        onMetadata: ({ metadata }) => {
          const title = [metadata.ARTIST, metadata.TITLE].filter(Boolean).join(' - ');
          if (title) onTitle(title);
        },
        onError: () => {},
      });
      for (const chunk of early.splice(0)) readAll(chunk);
    })
    .catch(() => {
      // Without the library a source airs untitled, as before in-band titles.
    });
  return {
    read(chunk: Buffer) {
      if (reader) readAll(chunk);
      else if (earlyBytes < MAX_EARLY_BYTES) {
        early.push(chunk);
        earlyBytes += chunk.length;
      }
    },
  };
}
