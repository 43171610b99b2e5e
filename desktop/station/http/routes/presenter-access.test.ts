import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../../../shared/api/index';
import { hashPassword } from '../../auth/passwords';
import { as, errorBody, FORGED_ADMIN_HEADERS, startAdminTestStation } from '../../../../testing/station/admin-helpers';
import type { TestStation } from '../../../../testing/station/test-station';

/**
 * A presenter is a signed-in account with none of /admin. Every route of the API table that is not
 * public is walked as a presenter; only the routes named here may answer anything but 403.
 */
const PRESENTER_MAY = new Set([
  // Their own session and password.
  'auth.me',
  'users.password',
  // /estudio: their own drafts, answered with the caller's rows only (drafts.test.ts).
  'estudio.occurrences',
  'estudio.shows',
  'estudio.updateShow',
  'estudio.drafts',
  'estudio.draftAudio',
  'estudio.publishDraft',
  // Their own recorded occurrences' file, from their own uploads (estudio-files.test.ts: never another's).
  'estudio.recordings',
  'estudio.attachFile',
  'estudio.uploadFile',
  // Their own live credentials and "we hear you" (live-credentials.test.ts: never anyone else's).
  'me.live',
  'me.liveHeard',
  'me.liveRotate',
  // Their own source's sound while it waits in standby (icecast-standby.test.ts: never another's).
  'estudio.liveMonitor',
  // The log of their own shows' hours, and their links in those hours (voice-tracks.test.ts: never another's hour).
  'estudio.log',
  'estudio.voiceTracks',
  'voiceTracks.create',
  'voiceTracks.delete',
  'voiceTracks.audio',
]);
const PRESENTER_PASSWORD = 'microfono-abierto';

let station: TestStation;
let presenter: string;
beforeAll(async () => {
  station = await startAdminTestStation();
  station.context.repos.users.create('locutora', await hashPassword(PRESENTER_PASSWORD), 'presenter');
  presenter = await station.login('locutora', PRESENTER_PASSWORD);
});
afterAll(() => station?.close());

const guarded = Object.entries(API_ROUTES).filter(([, route]) => route.access !== 'public');

describe('a presenter and the admin routes', () => {
  it('the exceptions are routes of the table, and each is one any signed-in account may call', () => {
    for (const name of PRESENTER_MAY) expect(API_ROUTES[name as keyof typeof API_ROUTES]?.access, name).toBe('user');
    // A new route open to every account must be added here on purpose, never by default.
    const userRoutes = guarded.filter(([, route]) => route.access === 'user').map(([name]) => name);
    expect(userRoutes.sort()).toEqual([...PRESENTER_MAY].sort());
  });

  it('every other route refuses a presenter with 403, whatever markers the request forges', async () => {
    const leaked: string[] = [];
    for (const [name, route] of guarded) {
      if (PRESENTER_MAY.has(name)) continue;
      // Literal URL: every route of the table reached with a placeholder for each parameter, whatever its schema.
      const path = `/api${route.path.replace(/:\w+/g, '1')}`;
      const json = route.method === 'GET' || route.method === 'DELETE' ? undefined : { adminId: 1, isAdmin: true };
      const res = await as(station, presenter)(path, { method: route.method, headers: FORGED_ADMIN_HEADERS, json });
      if (res.status !== 403) {
        await res.body?.cancel();
        leaked.push(`${name} ${route.method} ${path}: ${res.status}`);
      } else if ((await errorBody(res)).message !== 'Acceso denegado: Se requieren permisos de administrador.')
        leaked.push(`${name} ${route.method} ${path}: another 403`);
    }
    expect(leaked).toEqual([]);
    expect(guarded.length).toBeGreaterThan(100);
  });

  it('the refused requests changed nothing', () => {
    expect(station.context.repos.users.list().map((u) => `${u.username}:${u.role}`)).toEqual([
      'admin:admin',
      'locutora:presenter',
    ]);
  });
});
