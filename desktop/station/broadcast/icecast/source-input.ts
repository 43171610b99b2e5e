import type { Duplex, Writable } from 'node:stream';
import type { Logger } from '../../log';
import type { Admission, AdmitRequest } from '../live-admission';
import type { LiveFeed } from '../live-source';
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
  /** Puts the feed on air; false while another live show holds the input. */
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

/** A connected source's socket as the live show's feed: piped (with backpressure) into the decoder. */
function socketFeed(socket: Duplex, first: Buffer, inputArgs: string[], onDetach: () => void): LiveFeed {
  let sink: Writable | null = null;
  let pending: Buffer | null = first.length > 0 ? first : null;
  return {
    inputArgs,
    attach(next) {
      if (sink) socket.unpipe(sink);
      sink = next;
      if (pending) next.write(pending);
      pending = null;
      socket.pipe(next, { end: false });
    },
    detach() {
      if (sink) socket.unpipe(sink);
      sink = null;
      onDetach();
    },
  };
}

/**
 * The Icecast 2.4 source protocol on the live mount (connection.c/source.c): `PUT` (with `Expect: 100-continue`,
 * answered with 100 then 200) or the older `SOURCE`, Basic auth, one source per mount ("in use" otherwise), and
 * `GET /admin/metadata?mode=updinfo` for titles. The show ends when the source hangs up, and the source is hung up
 * on when the show ends (a stall, the admission's end).
 */
export function createSourceInput(deps: SourceInputDeps) {
  const { log } = deps;
  let connected: { socket: Duplex; identity: SourceIdentity; onAir: boolean } | null = null;

  function metadata(socket: Duplex, head: SourceHead) {
    const credentials = basicCredentials(head.headers.get('authorization'));
    const identity = credentials && deps.identify(credentials.user, credentials.password);
    if (!identity) return answer(socket, 401, 'Usuario o contraseña de emisión incorrectos.', AUTH_CHALLENGE);
    const mode = head.query.get('mode');
    const song = head.query.get('song');
    if (mode !== 'updinfo' || song === null) return answer(socket, 400, 'Falta mode=updinfo o song.');
    if ((head.query.get('mount') ?? deps.mount) !== deps.mount)
      return answer(socket, 404, 'No existe ese punto de montaje.');
    const own = connected && (identity.userId === null || connected.identity.userId === identity.userId);
    if (!connected?.onAir || !own) return answer(socket, 403, 'No hay ninguna emisión tuya en ese punto de montaje.');
    deps.retitle(song.slice(0, 200));
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
    const inputArgs = inputArgsFor(head.headers.get('content-type'));
    if (!inputArgs) return answer(socket, 415, 'Formato no admitido: envía MP3, AAC, Ogg (Vorbis u Opus) o FLAC.');
    if (connected) return answer(socket, 403, 'El punto de montaje ya está en uso (Mountpoint in use).');
    const admission = deps.admit({ userId: identity.userId, via: 'icecast', at: deps.now() });
    if (!admission.ok) {
      log.info('icecast source refused', { user: identity.name, reason: admission.reason });
      return answer(socket, admission.status, admission.reason);
    }
    const state = { socket, identity, onAir: false };
    const feed = socketFeed(socket, rest, inputArgs, () => {
      state.onAir = false;
      socket.destroy();
    });
    const release = () => deps.release?.(admission.connectionId);
    if (!deps.startLive(feed)) {
      release();
      return answer(socket, 403, 'Ya hay otro directo en el aire.');
    }
    connected = state;
    state.onAir = true;
    log.info('icecast source on air', { user: identity.name, type: head.headers.get('content-type') ?? null });
    if (head.headers.get('expect')?.toLowerCase() === '100-continue')
      socket.write('HTTP/1.1 100 Continue\r\nContent-Length: 0\r\n\r\n');
    socket.write('HTTP/1.0 200 OK\r\n\r\n');
    socket.on('error', () => {});
    socket.once('close', () => {
      if (connected === state) connected = null;
      if (state.onAir) deps.endLive('source disconnected');
      state.onAir = false;
      release();
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
    /** Hangs up on the connected source (the station stops, or the source's time is over). */
    drop() {
      connected?.socket.destroy();
    },
    connected: () =>
      connected ? { user: connected.identity.name, userId: connected.identity.userId, onAir: connected.onAir } : null,
  };
}
export type SourceInput = ReturnType<typeof createSourceInput>;

const AUTH_CHALLENGE = { 'WWW-Authenticate': 'Basic realm="Emisora"' };
