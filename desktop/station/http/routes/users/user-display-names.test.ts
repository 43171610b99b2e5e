import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminTestStation } from '../../../../../testing/station/admin-helpers';
import type { TestStation } from '../../../../../testing/station/test-station';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';

let station: TestStation;
let admin: ApiClient;

beforeAll(async () => {
  station = await startAdminTestStation();
  admin = apiClient(station, await station.login());
});
afterAll(() => station?.close());

const create = async (body: object) => {
  const res = await admin.sendInvalid('users.create', { body: { password: 'microfono-abierto', ...body } });
  expect(res.status, res.text).toBe(201);
  return res.data!;
};
const rename = (id: number, displayName: unknown) =>
  admin.sendInvalid('users.displayName', { params: { id }, body: { displayName } });

describe('a display name for each account: what listeners read instead of the login name', () => {
  it('is given when the account is made, else it is the login name', async () => {
    expect(await create({ username: 'laia', displayName: '  Laia Puig  ', role: 'presenter' })).toMatchObject({
      username: 'laia',
      displayName: 'Laia Puig',
    });
    expect(await create({ username: 'jordi', role: 'presenter' })).toMatchObject({ displayName: 'jordi' });
    const cookie = await station.login('laia', 'microfono-abierto');
    expect(await apiClient(station, cookie).call('auth.me')).toMatchObject({ displayName: 'Laia Puig' });
  });

  it('is what the public show page and the week name, the login name never', async () => {
    const laia = station.context.repos.users.findByUsername('laia')!;
    const jordi = station.context.repos.users.findByUsername('jordi')!;
    const res = await admin.send('shows.create', {
      body: {
        name: 'Con la Frontera',
        kind: 'live',
        presenterIds: [laia.id, jordi.id],
        rules: [{ days: [1, 2, 3, 4, 5, 6, 7], start: '20:00', durationMin: 60 }],
      },
    });
    expect(res.status, res.text).toBe(201);
    expect((await rename(jordi.id, 'Jordi Vidal')).status).toBe(200);
    const show = await apiClient(station).call('shows.publicGet', { params: { slug: 'con-la-frontera' } });
    expect(show.presenters.map((p) => p.name)).toEqual(['Laia Puig', 'Jordi Vidal']);
    const week = await apiClient(station).call('station.week');
    const names = week.occurrences.filter((o) => o.showName === 'Con la Frontera').flatMap((o) => o.presenters);
    expect(new Set(names.map((p) => p.name))).toEqual(new Set(['Laia Puig', 'Jordi Vidal']));
    expect(JSON.stringify(show) + JSON.stringify(week)).not.toMatch(/"laia"|"jordi"/);
  });

  it('is changed by an admin (audited), and an empty one gives the login name back', async () => {
    const jordi = station.context.repos.users.findByUsername('jordi')!;
    expect((await rename(jordi.id, 'Jordi Vidal i Roca')).data).toMatchObject({
      username: 'jordi',
      displayName: 'Jordi Vidal i Roca',
    });
    expect(station.context.repos.audit.recent(1)[0]).toMatchObject({
      action: 'user.display-name',
      detail: 'Nombre visible de «jordi»: Jordi Vidal i Roca',
    });
    expect((await rename(jordi.id, '')).data).toMatchObject({ displayName: 'jordi' });
  });

  it('refuses a name too long or not text with a Spanish 400, and a presenter or a visitor', async () => {
    const laia = station.context.repos.users.findByUsername('laia')!;
    for (const bad of ['x'.repeat(81), 42]) {
      const res = await rename(laia.id, bad);
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({ field: 'displayName' });
    }
    expect((await rename(laia.id, 'x'.repeat(81))).error?.message).toBe(
      'El nombre visible no puede superar 80 caracteres.',
    );
    expect((await rename(9_999, 'Nadie')).status).toBe(404);
    const presenter = apiClient(station, await station.login('laia', 'microfono-abierto'));
    const own = await presenter.send('users.displayName', { params: { id: laia.id }, body: { displayName: 'Otra' } });
    expect(own.status).toBe(403);
    const anonymous = await apiClient(station).send('users.displayName', {
      params: { id: laia.id },
      body: { displayName: 'Otra' },
    });
    expect(anonymous.status).toBe(401);
    expect(station.context.repos.users.get(laia.id)?.displayName).toBe('Laia Puig');
  });
});
