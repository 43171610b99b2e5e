import type net from 'node:net';
import type { LiveSong } from '../../on-air/live-song';
import { AUTH_CHALLENGE, answer, answerMetadataOk } from './source-answer';
import type { SourceInputDeps } from './source-connection';
import { basicCredentials, type SourceHead } from './source-head';
import type { SourceIdentity } from './source-login';
import { readUpdinfo } from './source-metadata';

/** The identity of a login, or null once refused: by `refuse` when given (another protocol), else as Icecast. */
export async function loginOrRefuse(
  deps: Pick<SourceInputDeps, 'login' | 'log'>,
  socket: net.Socket,
  { user, password }: { user: string; password: string },
  refuse?: () => void,
): Promise<SourceIdentity | null> {
  const result = await deps.login(socket.remoteAddress, user, password);
  if ('identity' in result) return result.identity;
  deps.log.warn('icecast source refused', {
    reason: 'waitMs' in result ? 'too many attempts' : 'wrong credentials',
    user,
  });
  if (refuse) refuse();
  else if ('waitMs' in result)
    answer(socket, 429, 'Demasiados intentos con una contraseña de emisión incorrecta. Espera unos minutos.', {
      'Retry-After': String(Math.ceil(result.waitMs / 1000)),
    });
  else answer(socket, 401, 'Usuario o contraseña de emisión incorrectos.', AUTH_CHALLENGE);
  return null;
}

/**
 * `mode=updinfo` by Basic auth (Icecast's /admin/metadata) or `pass=` (SHOUTcast's /admin.cgi): the song of the
 * login's source.
 */
export async function titleUpdate<C>(
  socket: net.Socket,
  head: SourceHead,
  to: {
    login(user: string, password: string): Promise<SourceIdentity | null>;
    mount: string;
    sourceOf(identity: SourceIdentity): C | undefined;
    retitle(source: C, song: LiveSong): void;
  },
) {
  const update = readUpdinfo(head.rawQuery);
  const basic = basicCredentials(head.headers.get('authorization'));
  const pass = update.ok ? update.pass : null;
  const credentials = basic ?? (pass === null ? null : { user: 'source', password: pass });
  if (!credentials) return answer(socket, 401, 'Usuario o contraseña de emisión incorrectos.', AUTH_CHALLENGE);
  const identity = await to.login(credentials.user, credentials.password);
  if (!identity) return;
  if (!update.ok) return answer(socket, 400, update.message);
  if (head.path === '/admin/metadata' && (update.mount ?? to.mount) !== to.mount)
    return answer(socket, 404, 'No existe ese punto de montaje.');
  const source = to.sourceOf(identity);
  if (!source) return answer(socket, 403, 'No hay ninguna emisión tuya en ese punto de montaje.');
  to.retitle(source, update.song);
  answerMetadataOk(socket);
}
