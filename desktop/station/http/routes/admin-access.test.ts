import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiName } from '../../../../shared/api/index';
import {
  startAdminTestStation,
  FORGED_ADMIN_HEADERS,
  mediaFiles,
  multipart,
  nonAdminCookie,
} from '../../../../testing/station/admin-helpers';
import { apiClient } from '../../../../testing/station/api-client';
import type { TestStation } from '../../../../testing/station/test-station';

const program = { date: '2025-06-01', start: '09:00', end: '10:00', title: 'X', type: 'music' };
const id = { id: 1 };

/** Every route this area adds, with a body that would be valid for an admin. */
const ROUTES: Array<{ name: ApiName; params?: object; json?: object; form?: boolean }> = [
  { name: 'tracks.upload', form: true },
  { name: 'tracks.import', json: { url: 'http://127.0.0.1:9/x.mp3' } },
  { name: 'tracks.update', params: id, json: { title: 'Nuevo' } },
  { name: 'tracks.delete', params: id },
  { name: 'gallery.upload', form: true },
  { name: 'gallery.delete', params: id },
  { name: 'sources.create', json: { name: 'Otra', url: 'https://example.org/s.mp3' } },
  { name: 'sources.update', params: id, json: { isActive: false } },
  { name: 'sources.delete', params: id },
  { name: 'users.list' },
  { name: 'users.create', json: { username: 'intruso', password: 'una-clave-larga', isAdmin: true } },
  { name: 'users.delete', params: id },
  // Changing one's own password (users.password) is for every signed-in account: admin-users.test.ts.
  { name: 'users.resetPassword', params: { id: 99999 }, json: { newPassword: 'otra-clave-larga' } },
  { name: 'schedule.create', json: program },
  { name: 'schedule.update', params: id, json: program },
  { name: 'schedule.delete', params: id },
  { name: 'admin.overview' },
  { name: 'enquiries.list' },
  { name: 'admin.backup' },
  { name: 'admin.backupDownload', params: { token: 'a'.repeat(43) } },
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
  const form = route.form
    ? multipart({ adminId: '1', adminUsername: 'admin', title: 'Intrusa', type: 'gallery' })
    : undefined;
  const json = route.json === undefined ? undefined : { ...route.json, adminId: 1, adminUsername: 'admin' };
  return apiClient(station, cookie).sendInvalid(route.name, {
    params: route.params,
    body: form ?? json,
    headers: FORGED_ADMIN_HEADERS,
  });
};

describe('every admin route is decided by the server-side session', () => {
  it.each(ROUTES)('$name: 401 without a session, forged markers or not', async (route) => {
    const res = await forgedRequest(undefined, route);
    expect(res.status).toBe(401);
    expect(res.error?.error).toBe('unauthorized');
  });

  it.each(ROUTES)('$name: 403 for a non-admin session with forged markers', async (route) => {
    const res = await forgedRequest(editor, route);
    expect(res.status).toBe(403);
    expect(res.error?.message).toBe('Acceso denegado: Se requieren permisos de administrador.');
  });

  it('refused requests changed nothing', async () => {
    const { repos } = station.context;
    expect(repos.users.list().map((u) => u.username)).toEqual(['admin', 'editor']);
    expect(repos.tracks.count()).toBe(0);
    expect(repos.gallery.count()).toBe(0);
    expect(mediaFiles(station)).toEqual({ audio: [], covers: [], images: [], thumbs: [], tmp: [] });
  });

  it.each(ROUTES)('$name: an admin session gets past the check', async (route) => {
    const res = await forgedRequest(admin, route);
    expect([401, 403]).not.toContain(res.status);
    // A 404 may only be the route's own "no such item", never the API's "no such route".
    if (res.status === 404) expect(res.error?.message).not.toMatch(/^No existe /);
  });
});
