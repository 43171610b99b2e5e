import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  errorBody,
  startAdminTestStation,
  FORGED_ADMIN_HEADERS,
  mediaFiles,
  multipart,
  nonAdminCookie,
} from '../../../../testing/station/admin-helpers';
import type { TestStation } from '../../../../testing/station/test-station';

/** Every route this area adds, with a body that would be valid for an admin. */
const ROUTES: Array<{ method: string; path: string; json?: unknown; form?: boolean }> = [
  { method: 'POST', path: '/api/tracks', form: true },
  { method: 'POST', path: '/api/tracks/import', json: { url: 'http://127.0.0.1:9/x.mp3' } },
  { method: 'PATCH', path: '/api/tracks/1', json: { title: 'Nuevo' } },
  { method: 'DELETE', path: '/api/tracks/1' },
  { method: 'POST', path: '/api/gallery/images', form: true },
  { method: 'DELETE', path: '/api/gallery/images/1' },
  { method: 'POST', path: '/api/streaming/sources', json: { name: 'Otra', url: 'https://example.org/s.mp3' } },
  { method: 'PATCH', path: '/api/streaming/sources/1', json: { isActive: false } },
  { method: 'DELETE', path: '/api/streaming/sources/1' },
  { method: 'GET', path: '/api/auth/users' },
  {
    method: 'POST',
    path: '/api/auth/users',
    json: { username: 'intruso', password: 'una-clave-larga', isAdmin: true },
  },
  { method: 'DELETE', path: '/api/auth/users/1' },
  // Changing one's own password (PUT /api/auth/password) is for every signed-in account: admin-users.test.ts.
  { method: 'PUT', path: '/api/auth/users/99999/password', json: { newPassword: 'otra-clave-larga' } },
  {
    method: 'POST',
    path: '/api/schedule/programs',
    json: { date: '2025-06-01', start: '09:00', end: '10:00', title: 'X', type: 'music' },
  },
  {
    method: 'PUT',
    path: '/api/schedule/programs/1',
    json: { date: '2025-06-01', start: '09:00', end: '10:00', title: 'X', type: 'music' },
  },
  { method: 'DELETE', path: '/api/schedule/programs/1' },
  { method: 'GET', path: '/api/admin/overview' },
  { method: 'GET', path: '/api/admin/enquiries' },
  { method: 'POST', path: '/api/admin/backup' },
  { method: 'GET', path: `/api/admin/backup/${'a'.repeat(43)}` },
];

let station: TestStation;
let editor: string;
let admin: string;

beforeAll(async () => {
  station = await startAdminTestStation();
  editor = await nonAdminCookie(station);
  admin = await station.login();
});
afterAll(() => station?.close());

// The spec's client proves "admin" with a marker header and adminId/adminUsername fields; all forged here.
const forgedRequest = (cookie: string | undefined, route: (typeof ROUTES)[number]) => {
  const body = route.form
    ? multipart({ adminId: '1', adminUsername: 'admin', title: 'Intrusa', type: 'gallery' })
    : undefined;
  const json = route.json === undefined ? undefined : { ...(route.json as object), adminId: 1, adminUsername: 'admin' };
  return as(station, cookie)(route.path, { method: route.method, headers: FORGED_ADMIN_HEADERS, body, json });
};

describe('every admin route is decided by the server-side session', () => {
  it.each(ROUTES)('$method $path: 401 without a session, forged markers or not', async (route) => {
    const res = await forgedRequest(undefined, route);
    expect(res.status).toBe(401);
    expect((await errorBody(res)).error).toBe('unauthorized');
  });

  it.each(ROUTES)('$method $path: 403 for a non-admin session with forged markers', async (route) => {
    const res = await forgedRequest(editor, route);
    expect(res.status).toBe(403);
    expect((await errorBody(res)).message).toBe('Acceso denegado: Se requieren permisos de administrador.');
  });

  it('refused requests changed nothing', async () => {
    const { repos } = station.context;
    expect(repos.users.list().map((u) => u.username)).toEqual(['admin', 'editor']);
    expect(repos.tracks.count()).toBe(0);
    expect(repos.gallery.count()).toBe(0);
    expect(mediaFiles(station)).toEqual({ audio: [], covers: [], images: [], thumbs: [], tmp: [] });
  });

  it.each(ROUTES)('$method $path: an admin session gets past the check', async (route) => {
    const res = await forgedRequest(admin, route);
    expect([401, 403]).not.toContain(res.status);
    // A 404 may only be the route's own "no such item", never the API's "no such route".
    if (res.status === 404) expect((await errorBody(res)).message).not.toMatch(/^No existe /);
  });
});
