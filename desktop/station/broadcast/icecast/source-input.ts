import type { Duplex } from 'node:stream';
import type { Logger } from '../../log';
import type { Admission, AdmitRequest, LiveControl } from '../live-admission';
import type { LiveFeed } from '../live-source';
import { createSourceFeed, type SourceFeed } from './source-feed';
import { basicCredentials, inputArgsFor, readSourceHead, type SourceHead } from './source-head';

/** Who a source password belongs to: a user, or null for the station's own key. */
export type SourceIdentity = { userId: number | null; name: string };

export interface SourceInputDeps {
  log: Logger;
  /** The mount sources publish to ("/live"). */
  mount: string;
  /** The identity `user:password` opens, or null when it opens nothing. */
  identify(user: string, password: string): SourceIdentity | null;
  admit(request: AdmitRequest): Admission;
  /** Tells the live arbiter an admitted connection is gone (it may then admit the source's reconnect or the next). */
  release?(connectionId: number): void;
  now(): number;
  /** Puts the feed on air (the arbiter said so); false while another live show holds the input. */
  startLive(feed: LiveFeed): boolean;
  endLive(reason: string): void;
  /** The connected source's song title (in-band or /admin/metadata). */
  retitle(song: string): void;
}

const TEXT = 'text/plain; charset=utf-8';

/** Answers and closes: the body of a refused source is never read. */
export function answer(socket: Duplex, status: number, message: string, extra: Record<string, string> = {}) {
  const reason = {
    200: 'OK',
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    415: 'Unsupported Media Type',
  }[status as 200];
  const body = Buffer.from(`${message}\n`);
  const headers = { 'Content-Type': TEXT, 'Content-Length': String(body.length), Connection: 'close', ...extra };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(Buffer.concat([Buffer.from(`HTTP/1.0 ${status} ${reason ?? 'Error'}\r\n${lines.join('')}\r\n`), body]));
}

/** One connected source: read from connect, on air or waiting in standby as the live arbiter says. */
interface Connection {
  socket: Duplex;
  identity: SourceIdentity;
  inputArgs: string[];
  feed: SourceFeed;
  mode: 'standby' | 'air' | 'gone';
  /** The latest title it sent (in-band or /admin/metadata), applied when it goes on air. */
  title: string | null;
}

const KICK_AFTER_FADE_MS = 1_000;

/** How the live arbiter moves a connection: on air (a fresh feed), standby (read, not heard), or out. */
function controlOf(connection: Connection, deps: SourceInputDeps): LiveControl {
  const { log } = deps;
  const { identity, socket } = connection;
  return {
    air() {
      connection.mode = 'air';
      // The feed's end while on air (a stall, the station stopping) hangs up; going to standby does not.
      const feed = connection.feed.airFeed(() => {
        if (connection.mode === 'air') socket.destroy();
      });
      // Its title so far goes on air with it (onAirTitle, read as the show starts).
      if (!deps.startLive(feed)) return log.warn('icecast source could not take the air', { user: identity.name });
      log.info('icecast source on air', { user: identity.name });
    },
    standby() {
      const was = connection.mode;
      connection.mode = 'standby';
      if (was === 'air') deps.endLive('another live source has the air');
      log.info('icecast source in standby', { user: identity.name });
    },
    kick(reason) {
      const was = connection.mode;
      connection.mode = 'gone';
      if (was === 'air') deps.endLive(reason);
      setTimeout(() => socket.destroy(), KICK_AFTER_FADE_MS).unref();
    },
  };
}

/**
 * The Icecast 2.4 source protocol on the live mount (connection.c/source.c): `PUT` (with `Expect: 100-continue`,
 * answered with 100 then 200) or the older `SOURCE`, Basic auth, and `GET /admin/metadata?mode=updinfo` for
 * titles. Unlike Icecast, the mount takes one connection per account: the live arbiter decides which one is heard,
 * and the others wait in standby (a presenter early for their slot, the next one at a boundary). The show ends
 * when the source hangs up, and the source is hung up on when its show ends (a stall, the slot's end).
 */
export function createSourceInput(deps: SourceInputDeps) {
  const { log } = deps;
  const connections = new Set<Connection>();
  const sameAccount = (a: SourceIdentity, b: SourceIdentity) => a.userId === b.userId && a.name === b.name;
  const onAir = () => [...connections].find((c) => c.mode === 'air');

  function retitle(connection: Connection, song: string) {
    connection.title = song.slice(0, 200);
    if (connection.mode === 'air') deps.retitle(connection.title);
  }

  function metadata(socket: Duplex, head: SourceHead) {
    const credentials = basicCredentials(head.headers.get('authorization'));
    const identity = credentials && deps.identify(credentials.user, credentials.password);
    if (!identity) return answer(socket, 401, 'Usuario o contraseña de emisión incorrectos.', AUTH_CHALLENGE);
    const mode = head.query.get('mode');
    const song = head.query.get('song');
    if (mode !== 'updinfo' || song === null) return answer(socket, 400, 'Falta mode=updinfo o song.');
    if ((head.query.get('mount') ?? deps.mount) !== deps.mount)
      return answer(socket, 404, 'No existe ese punto de montaje.');
    // The station key may title whoever is on air; an account titles its own connection, even in standby.
    const own = identity.userId === null ? onAir() : [...connections].find((c) => sameAccount(c.identity, identity));
    if (!own) return answer(socket, 403, 'No hay ninguna emisión tuya en ese punto de montaje.');
    retitle(own, song);
    const xml =
      '<?xml version="1.0"?>\n<iceresponse><message>Metadata update successful</message><return>1</return></iceresponse>';
    socket.end(
      `HTTP/1.0 200 OK\r\nContent-Type: text/xml\r\nContent-Length: ${xml.length}\r\nConnection: close\r\n\r\n${xml}`,
    );
  }

  function source(socket: Duplex, head: SourceHead, rest: Buffer) {
    if (head.path !== deps.mount) return answer(socket, 404, 'No existe ese punto de montaje.');
    const credentials = basicCredentials(head.headers.get('authorization'));
    const identity = credentials && deps.identify(credentials.user, credentials.password);
    if (!identity) {
      log.warn('icecast source refused', { reason: 'wrong credentials', user: credentials?.user ?? null });
      return answer(socket, 401, 'Usuario o contraseña de emisión incorrectos.', AUTH_CHALLENGE);
    }
    const contentType = head.headers.get('content-type');
    const inputArgs = inputArgsFor(contentType);
    if (!inputArgs) return answer(socket, 415, 'Formato no admitido: envía MP3, AAC, Ogg (Vorbis u Opus) o FLAC.');
    if ([...connections].some((c) => sameAccount(c.identity, identity)))
      return answer(socket, 403, 'El punto de montaje ya está en uso (Mountpoint in use).');
    let connection: Connection | undefined;
    const feed = createSourceFeed({
      socket,
      first: rest,
      inputArgs,
      ogg: inputArgs.includes('ogg'),
      onTitle: (title) => connection && retitle(connection, title),
    });
    connection = { socket, identity, inputArgs, feed, mode: 'standby', title: null };
    connections.add(connection);
    const admission = deps.admit({
      userId: identity.userId,
      via: 'icecast',
      at: deps.now(),
      control: controlOf(connection, deps),
    });
    if (!admission.ok) {
      connections.delete(connection);
      log.info('icecast source refused', { user: identity.name, reason: admission.reason });
      return answer(socket, admission.status, admission.reason);
    }
    log.info('icecast source connected', { user: identity.name, mode: admission.mode, type: contentType ?? null });
    if (head.headers.get('expect')?.toLowerCase() === '100-continue')
      socket.write('HTTP/1.1 100 Continue\r\nContent-Length: 0\r\n\r\n');
    socket.write('HTTP/1.0 200 OK\r\n\r\n');
    socket.on('error', () => {});
    socket.once('close', () => {
      connections.delete(connection);
      const was = connection.mode;
      connection.mode = 'gone';
      if (was === 'air') deps.endLive('source disconnected');
      deps.release?.(admission.connectionId);
    });
  }

  return {
    /** A connection whose first bytes (`first`) were already read; the head is read here, bounded. */
    async handle(socket: Duplex, first: Buffer) {
      socket.on('error', () => {});
      const read = await readSourceHead(socket, first);
      if (!read) return;
      const { head, rest } = read;
      if (head.method === 'GET' && head.path === '/admin/metadata') return metadata(socket, head);
      if (head.method === 'PUT' || head.method === 'SOURCE') return source(socket, head, rest);
      answer(socket, 405, 'Este puerto solo admite fuentes Icecast (PUT o SOURCE).', { Allow: 'PUT, SOURCE' });
    },
    /** Hangs up on every connected source (the station stops). */
    drop() {
      for (const connection of connections) connection.socket.destroy();
    },
    /** The source on air, else the first waiting one. */
    connected() {
      const shown = onAir() ?? [...connections][0];
      return shown ? { user: shown.identity.name, userId: shown.identity.userId, onAir: shown.mode === 'air' } : null;
    },
    /** The title the source on air sent last, if any. */
    onAirTitle: () => onAir()?.title ?? null,
    /** The user's source waiting in standby, for their own monitor: its tap, or null. */
    standbyOf(userId: number) {
      const waiting = [...connections].find((c) => c.identity.userId === userId && c.mode === 'standby');
      return waiting ? { inputArgs: waiting.inputArgs, tap: waiting.feed.tap, onClose: waiting.feed.onClose } : null;
    },
  };
}
export type SourceInput = ReturnType<typeof createSourceInput>;

const AUTH_CHALLENGE = { 'WWW-Authenticate': 'Basic realm="Emisora"' };
