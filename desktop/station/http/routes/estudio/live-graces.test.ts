import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLockGraces } from '../../../broadcast/live/admission/live-arbiter';
import { nonAdminCookie, startAdminTestStation } from '../../../../../testing/station/admin-helpers';
import type { TestStation } from '../../../../../testing/station/test-station';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';

let station: TestStation;
let admin: ApiClient;
beforeAll(async () => {
  station = await startAdminTestStation();
  admin = apiClient(station, await station.login());
});
afterAll(() => station?.close());

describe("the live lock's graces, set by an admin", () => {
  it('reads the defaults, stores a change the arbiter reads, and refuses bad input with nothing written', async () => {
    expect(await admin.call('live.graces')).toEqual({ beforeMin: 10, overrunMin: 2 });
    const saved = await admin.send('live.updateGraces', { body: { beforeMin: 15, overrunMin: 5 } });
    expect(saved.data!).toEqual({ beforeMin: 15, overrunMin: 5 });
    expect(readLockGraces(station.context.repos.settings)).toEqual({ beforeMs: 15 * 60_000, overrunMs: 5 * 60_000 });

    const bad = await admin.sendInvalid('live.updateGraces', { body: { beforeMin: -1, overrunMin: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe('El margen antes del programa no puede ser negativo.');
    const extra = await admin.sendInvalid('live.updateGraces', { body: { beforeMin: 1, overrunMin: 1, x: 1 } });
    expect(extra.status).toBe(400);
    expect(await admin.call('live.graces')).toEqual({ beforeMin: 15, overrunMin: 5 });

    const presenter = apiClient(station, await nonAdminCookie(station));
    const refused = await presenter.send('live.updateGraces', { body: { beforeMin: 0, overrunMin: 0 } });
    expect(refused.status).toBe(403);
  });
});
