import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLockGraces } from '../../../broadcast/live/admission/live-arbiter';
import {
  as,
  errorBody,
  jsonBody,
  nonAdminCookie,
  startAdminTestStation,
} from '../../../../../testing/station/admin-helpers';
import type { TestStation } from '../../../../../testing/station/test-station';

let station: TestStation;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  station = await startAdminTestStation();
  admin = as(station, await station.login());
});
afterAll(() => station?.close());

describe("the live lock's graces, set by an admin", () => {
  it('reads the defaults, stores a change the arbiter reads, and refuses bad input with nothing written', async () => {
    expect(await jsonBody(await admin('/api/admin/live/graces'))).toEqual({ beforeMin: 10, overrunMin: 2 });
    const saved = await admin('/api/admin/live/graces', { method: 'PUT', json: { beforeMin: 15, overrunMin: 5 } });
    expect(await jsonBody(saved)).toEqual({ beforeMin: 15, overrunMin: 5 });
    expect(readLockGraces(station.context.repos.settings)).toEqual({ beforeMs: 15 * 60_000, overrunMs: 5 * 60_000 });

    const bad = await admin('/api/admin/live/graces', { method: 'PUT', json: { beforeMin: -1, overrunMin: 5 } });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).message).toBe('El margen antes del programa no puede ser negativo.');
    const extra = await admin('/api/admin/live/graces', { method: 'PUT', json: { beforeMin: 1, overrunMin: 1, x: 1 } });
    expect(extra.status).toBe(400);
    expect(await jsonBody(await admin('/api/admin/live/graces'))).toEqual({ beforeMin: 15, overrunMin: 5 });

    const presenter = as(station, await nonAdminCookie(station));
    const refused = await presenter('/api/admin/live/graces', { method: 'PUT', json: { beforeMin: 0, overrunMin: 0 } });
    expect(refused.status).toBe(403);
  });
});
