import type net from 'node:net';
import type { Admission, AdmitRequest, LiveControl } from '../admission/live-admission';
import type { LiveSong } from '../../on-air/live-song';
import { liveControl } from '../admission/live-control';
import type { LiveFeed } from '../show/live-source';
import type { Logger } from '../../../core/log';
import { createSourceFeed, type SourceFeed } from './source-feed';
import type { SourceIdentity, SourceLogin } from './source-login';

export interface SourceInputDeps {
  log: Logger;
  /** The mount sources publish to ("/live"). */
  mount: string;
  /** Who a login is, slowed for an address that keeps guessing (source-login.ts). */
  login: SourceLogin;
  admit(request: AdmitRequest): Admission;
  /** Tells the live arbiter an admitted connection is gone (it may then admit the source's reconnect or the next). */
  release?(connectionId: number): void;
  now(): number;
  /** Puts the feed on air (the arbiter said so); false while another live show holds the input. */
  startLive(feed: LiveFeed): boolean;
  /** Ends the show of this feed, and only of this one (fading back over `fadeFrames`, by default briefly). */
  endLive(reason: string, feed: LiveFeed, fadeFrames?: number): void;
  /** The connected source's song (in-band or by a title update). */
  retitle(song: LiveSong): void;
}

/** One connected source: read from connect, on air or waiting in standby as the live arbiter says. */
export interface Connection {
  socket: net.Socket;
  identity: SourceIdentity;
  /** ffmpeg's input options; null for a Shoutcast v1 source until its headers (its format) are read. */
  inputArgs: string[] | null;
  feed: SourceFeed | null;
  mode: 'standby' | 'air' | 'gone';
  /** Its stint on air now. */
  air: LiveFeed | null;
  /** The latest song it sent (in-band or a title update), applied when it goes on air. */
  song: LiveSong | null;
}

/**
 * Icecast's <source-timeout> (10 s): a source that sends nothing this long is gone, on air or in standby, on the
 * main port and the source ports alike. A client that half-closes (its upload ended) is gone at once.
 */
export const SOURCE_TIMEOUT_MS = 10_000;

/** How the live arbiter moves a connection: on air (a fresh feed), standby (read, not heard), or out. */
function controlOf(connection: Connection, deps: SourceInputDeps): LiveControl {
  const { log } = deps;
  const { identity, socket } = connection;
  const leaveAir = (reason: string, fadeFrames?: number) => {
    const feed = connection.air;
    connection.air = null;
    if (feed) deps.endLive(reason, feed, fadeFrames);
  };
  return liveControl({
    air() {
      connection.mode = 'air';
      startAir(connection, deps);
    },
    leave: leaveAir,
    onStandby() {
      connection.mode = 'standby';
      log.info('icecast source in standby', { user: identity.name });
    },
    onKick() {
      connection.mode = 'gone';
    },
    hangUp: () => socket.destroy(),
  });
}

/** A connection the arbiter put on air, once its format is known: the show ending by itself hangs it up. */
function startAir(connection: Connection, deps: SourceInputDeps) {
  if (!connection.feed || connection.mode !== 'air' || connection.air) return;
  const feed: LiveFeed = connection.feed.airFeed(connection.identity.userId, () => {
    // The show ended on the station's side (no audio, the station stopping): the encoder is told by the hang-up. A
    // kicked source is hung up on here too, once its fade out has been heard.
    if ((connection.mode === 'air' && connection.air === feed) || connection.mode === 'gone')
      connection.socket.destroy();
  });
  connection.air = feed;
  if (!deps.startLive(feed))
    return deps.log.warn('icecast source could not take the air', { user: connection.identity.name });
  deps.log.info('icecast source on air', { user: connection.identity.name });
}

/**
 * An authenticated source asks for the air: admitted (on air or in standby) or refused with the reason, which
 * `refuse` says in the client's protocol. Null when refused; then nothing of it is kept.
 */
export function openConnection(
  deps: SourceInputDeps,
  connections: Set<Connection>,
  { socket, identity, inputArgs }: Pick<Connection, 'socket' | 'identity' | 'inputArgs'>,
  refuse: (status: number, reason: string) => void,
): Connection | null {
  const connection: Connection = { socket, identity, inputArgs, feed: null, mode: 'standby', air: null, song: null };
  connections.add(connection);
  const admission = deps.admit({
    userId: identity.userId,
    via: 'icecast',
    at: deps.now(),
    control: controlOf(connection, deps),
  });
  if (!admission.ok) {
    connections.delete(connection);
    deps.log.info('icecast source refused', { user: identity.name, reason: admission.reason });
    refuse(admission.status, admission.reason);
    return null;
  }
  socket.setTimeout(SOURCE_TIMEOUT_MS, () => socket.destroy());
  socket.once('end', () => socket.destroy());
  socket.once('close', () => {
    connections.delete(connection);
    connection.mode = 'gone';
    const feed = connection.air;
    connection.air = null;
    if (feed) deps.endLive('source disconnected', feed);
    deps.release?.(admission.connectionId);
  });
  deps.log.info('icecast source connected', { user: identity.name, mode: admission.mode });
  return connection;
}

/** A connection's audio from now on: read, and on air if the arbiter says so. */
export function beginConnection(
  deps: SourceInputDeps,
  connection: Connection,
  inputArgs: string[],
  first: Buffer,
  onSong: (song: LiveSong) => void,
) {
  connection.inputArgs = inputArgs;
  connection.feed = createSourceFeed({
    socket: connection.socket,
    first,
    inputArgs,
    ogg: inputArgs.includes('ogg'),
    onSong,
  });
  startAir(connection, deps);
}
