import type net from 'node:net';
import type { LiveSong } from '../../on-air/live-song';
import { AUTH_CHALLENGE, answer } from './source-answer';
import { beginConnection, type Connection, openConnection, type SourceInputDeps } from './source-connection';
import { basicCredentials, inputArgsFor, readSourceHead, type SourceHead } from './source-head';
import type { SourceIdentity } from './source-login';
import { loginOrRefuse, titleUpdate } from './source-requests';

/**
 * The Icecast 2.4 source protocol on the live mount (connection.c/source.c): `PUT` (with `Expect: 100-continue`,
 * answered with 100 then 200) or the older `SOURCE`, Basic auth, and `GET /admin/metadata?mode=updinfo` (also
 * SHOUTcast's `/admin.cgi`) for titles; Shoutcast v1 sources come through shoutcast-v1.ts. The live arbiter says
 * who is heard (one source at a time, others refused with the reason); the show ends when the source hangs up, and
 * the source is hung up on when its show ends (a stall, the slot's end).
 */
export function createSourceInput(deps: SourceInputDeps) {
  const connections = new Set<Connection>();
  const onAir = () => [...connections].find((c) => c.mode === 'air');
  const sameAccount = (a: SourceIdentity, b: SourceIdentity) => a.userId === b.userId && a.name === b.name;

  const login = (socket: net.Socket, user: string, password: string, refuse?: () => void) =>
    loginOrRefuse(deps, socket, { user, password }, refuse);

  function retitle(connection: Connection, song: LiveSong) {
    connection.song = song;
    if (connection.mode === 'air') deps.retitle(song);
  }

  const open = (
    socket: net.Socket,
    identity: SourceIdentity,
    inputArgs: string[] | null,
    refuse: (status: number, reason: string) => void,
  ) => {
    if ([...connections].some((c) => sameAccount(c.identity, identity))) {
      refuse(403, 'El punto de montaje ya está en uso (Mountpoint in use).');
      return null;
    }
    return openConnection(deps, connections, { socket, identity, inputArgs }, refuse);
  };
  /** The source's audio from now on (`first`: what came with its head): read, and on air if the arbiter says so. */
  const begin = (connection: Connection, inputArgs: string[], first: Buffer) =>
    beginConnection(deps, connection, inputArgs, first, (song) => retitle(connection, song));

  async function source(socket: net.Socket, head: SourceHead, rest: Buffer) {
    if (head.path !== deps.mount) return answer(socket, 404, 'No existe ese punto de montaje.');
    const credentials = basicCredentials(head.headers.get('authorization'));
    // libshout (ices2) first asks without credentials, to learn that it must log in: not a refusal to log.
    if (!credentials) return answer(socket, 401, 'Hace falta usuario y contraseña de emisión.', AUTH_CHALLENGE);
    const identity = await login(socket, credentials.user, credentials.password);
    if (!identity) return;
    const contentType = head.headers.get('content-type');
    const inputArgs = inputArgsFor(contentType);
    if (!inputArgs) return answer(socket, 415, 'Formato no admitido: envía MP3, AAC, Ogg (Vorbis u Opus) o FLAC.');
    const connection = open(socket, identity, inputArgs, (status, reason) => answer(socket, status, reason));
    if (!connection) return;
    if (head.headers.get('expect')?.toLowerCase() === '100-continue')
      socket.write('HTTP/1.1 100 Continue\r\nContent-Length: 0\r\n\r\n');
    socket.write('HTTP/1.0 200 OK\r\n\r\n');
    begin(connection, inputArgs, rest);
  }

  return {
    /** A connection whose first bytes (`first`) were already read; the head is read here, bounded. */
    async handle(socket: net.Socket, first: Buffer) {
      socket.on('error', () => {});
      const read = await readSourceHead(socket, first);
      if (!read) return;
      const { head, rest } = read;
      const titles = head.path === '/admin/metadata' || head.path === '/admin.cgi';
      if (head.method === 'GET' && titles)
        return titleUpdate(socket, head, {
          login: (user, password) => login(socket, user, password),
          mount: deps.mount,
          // The station key may title whoever is on air; an account titles its own connection, even in standby.
          sourceOf: (identity) =>
            identity.userId === null ? onAir() : [...connections].find((c) => sameAccount(c.identity, identity)),
          retitle,
        });
      if (head.method === 'PUT' || head.method === 'SOURCE') return source(socket, head, rest);
      // libshout asks what the server speaks before its PUT (ices2's first request).
      if (head.method === 'OPTIONS') return answer(socket, 200, 'PUT, SOURCE', { Allow: 'PUT, SOURCE, OPTIONS' });
      answer(socket, 405, 'Este puerto solo admite fuentes Icecast (PUT o SOURCE).', { Allow: 'PUT, SOURCE' });
    },
    login,
    open,
    begin,
    /** Hangs up on every connected source (the station stops). */
    drop() {
      for (const connection of connections) connection.socket.destroy();
    },
    /** The source on air, else the first waiting one. */
    connected() {
      const shown = onAir() ?? [...connections][0];
      return shown ? { user: shown.identity.name, userId: shown.identity.userId, onAir: shown.mode === 'air' } : null;
    },
    /** The song the source on air sent last, if any. */
    onAirSong: () => onAir()?.song ?? null,
    /** The user's source waiting in standby, for their own monitor: its tap, or null. */
    standbyOf(userId: number) {
      const waiting = [...connections].find((c) => c.identity.userId === userId && c.mode === 'standby' && c.feed);
      return waiting?.feed && waiting.inputArgs
        ? { inputArgs: waiting.inputArgs, tap: waiting.feed.tap, onClose: waiting.feed.onClose }
        : null;
    },
  };
}
export type SourceInput = ReturnType<typeof createSourceInput>;
