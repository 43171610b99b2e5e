import type { Duplex, Writable } from 'node:stream';
import type { LiveFeed } from '../show/live-source';
import type { LiveSong } from '../../on-air/live-song';
import { loadMetadataReader } from '../../codecs/metadata-reader';
import { cleanTitleText } from './source-metadata';
import { createOggPageReader, createOggStream } from './ogg-pages';

/** A sink further behind than this (a stuck monitor, a decoder that died) misses chunks rather than grow memory. */
const MAX_SINK_BACKLOG = 512 * 1024;
const write = (sink: Writable, chunk: Buffer) => {
  if (sink.writable && sink.writableLength < MAX_SINK_BACKLOG) sink.write(chunk);
};

/**
 * A connected source's bytes, read as they come (the encoder paces itself in real time) and handed to whoever
 * listens: the live decoder while the source is on air, the presenter's monitor while it waits in standby, and
 * the in-band title reader (Ogg comments, through icecast-metadata-js) all the time. A source in standby is read
 * and its audio dropped, so that it goes on air with what it sends now, not with seconds queued in the socket.
 * Ogg goes out in whole pages, each listener's first ones being the header pages of the stream now playing: a
 * decoder that joins mid-stream (a source going on air from standby, a decoder restarted) starts on a page boundary
 * with the codec setup it needs.
 */
export function createSourceFeed(options: {
  socket: Duplex;
  /** Body bytes that came with the request head. */
  first: Buffer;
  inputArgs: string[];
  ogg: boolean;
  /** An in-band song (Ogg comments ARTIST and TITLE). */
  onSong(song: LiveSong): void;
}) {
  const { socket } = options;
  const sinks = new Set<Writable>();
  const ogg = options.ogg ? { pages: createOggPageReader(), stream: createOggStream() } : null;
  const titles = options.ogg ? titleReader(options.onSong) : null;

  const receive = (chunk: Buffer) => {
    titles?.read(chunk);
    if (!ogg) {
      for (const sink of sinks) write(sink, chunk);
      return;
    }
    for (const page of ogg.pages.push(chunk)) {
      ogg.stream.note(page);
      for (const sink of sinks) write(sink, page.bytes);
    }
  };
  if (options.first.length > 0) receive(options.first);
  socket.on('data', receive);
  socket.resume();

  /** Adds a sink from now on (after the stream's header, for Ogg); the returned function removes it. */
  function tap(sink: Writable): () => void {
    for (const page of ogg?.stream.header() ?? []) write(sink, page);
    sinks.add(sink);
    return () => sinks.delete(sink);
  }

  return {
    tap,
    /** Calls `listener` once the source hangs up (a monitor then ends). */
    onClose: (listener: () => void) => void socket.once('close', listener),
    /** The feed for one stint on air: detaching it (the show ended or went to standby) removes only its sink. */
    airFeed(owner: number | null, onDetach: () => void): LiveFeed {
      let untap: (() => void) | null = null;
      return {
        inputArgs: options.inputArgs,
        owner,
        burstMs: () => ogg?.stream.longestPageMs() ?? 0,
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
function titleReader(onSong: (song: LiveSong) => void) {
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
          const song = { artist: cleanTitleText(metadata.ARTIST ?? ''), title: cleanTitleText(metadata.TITLE ?? '') };
          if (song.artist || song.title) onSong(song);
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
