import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../../../shared/schemas/users/auth';
import type { PublicShowDetail, ScheduleWeek } from '../../../../../shared/schemas/public/public-shows';
import { as, errorBody, jsonBody, startAdminTestStation } from '../../../../../testing/station/admin-helpers';
import type { TestStation } from '../../../../../testing/station/test-station';

let station: TestStation;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  station = await startAdminTestStation();
  admin = as(station, await station.login());
});
afterAll(() => station?.close());

const create = async (body: object) => {
  const res = await admin('/api/auth/users', { method: 'POST', json: { password: 'microfono-abierto', ...body } });
  expect(res.status, await res.clone().text()).toBe(201);
  return jsonBody<User>(res);
};
const rename = (id: number, displayName: unknown) =>
  admin(`/api/auth/users/${id}/display-name`, { method: 'PUT', json: { displayName } });

describe('a display name for each account: what listeners read instead of the login name', () => {
  it('is given when the account is made, else it is the login name', async () => {
    expect(await create({ username: 'laia', displayName: '  Laia Puig  ', role: 'presenter' })).toMatchObject({
      username: 'laia',
      displayName: 'Laia Puig',
    });
    expect(await create({ username: 'jordi', role: 'presenter' })).toMatchObject({ displayName: 'jordi' });
    const cookie = await station.login('laia', 'microfono-abierto');
    expect(await jsonBody<User>(await as(station, cookie)('/api/auth/me'))).toMatchObject({ displayName: 'Laia Puig' });
  });

  it('is what the public show page and the week name, the login name never', async () => {
    const laia = station.context.repos.users.findByUsername('laia')!;
    const jordi = station.context.repos.users.findByUsername('jordi')!;
    const res = await admin('/api/shows', {
      method: 'POST',
      json: {
        name: 'Con la Frontera',
        kind: 'live',
        presenterIds: [laia.id, jordi.id],
        rules: [{ days: [1, 2, 3, 4, 5, 6, 7], start: '20:00', durationMin: 60 }],
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await rename(jordi.id, 'Jordi Vidal')).status).toBe(200);
    const show = await jsonBody<PublicShowDetail>(await station.fetch('/api/public/shows/con-la-frontera'));
    expect(show.presenters.map((p) => p.name)).toEqual(['Laia Puig', 'Jordi Vidal']);
    const week = await jsonBody<ScheduleWeek>(await station.fetch('/api/schedule/week'));
    const names = week.occurrences.filter((o) => o.showName === 'Con la Frontera').flatMap((o) => o.presenters);
    expect(new Set(names.map((p) => p.name))).toEqual(new Set(['Laia Puig', 'Jordi Vidal']));
    expect(JSON.stringify(show) + JSON.stringify(week)).not.toMatch(/"laia"|"jordi"/);
  });

  it('is changed by an admin (audited), and an empty one gives the login name back', async () => {
    const jordi = station.context.repos.users.findByUsername('jordi')!;
    expect(await jsonBody<User>(await rename(jordi.id, 'Jordi Vidal i Roca'))).toMatchObject({
      username: 'jordi',
      displayName: 'Jordi Vidal i Roca',
    });
    expect(station.context.repos.audit.recent(1)[0]).toMatchObject({
      action: 'user.display-name',
      detail: 'Nombre visible de «jordi»: Jordi Vidal i Roca',
    });
    expect(await jsonBody<User>(await rename(jordi.id, ''))).toMatchObject({ displayName: 'jordi' });
  });

  it('refuses a name too long or not text with a Spanish 400, and a presenter or a visitor', async () => {
    const laia = station.context.repos.users.findByUsername('laia')!;
    for (const bad of ['x'.repeat(81), 42]) {
      const res = await rename(laia.id, bad);
      expect(res.status).toBe(400);
      expect(await errorBody(res)).toMatchObject({ field: 'displayName' });
    }
    expect((await errorBody(await rename(laia.id, 'x'.repeat(81)))).message).toBe(
      'El nombre visible no puede superar 80 caracteres.',
    );
    expect((await rename(9_999, 'Nadie')).status).toBe(404);
    const presenter = as(station, await station.login('laia', 'microfono-abierto'));
    const own = await presenter(`/api/auth/users/${laia.id}/display-name`, {
      method: 'PUT',
      json: { displayName: 'Otra' },
    });
    expect(own.status).toBe(403);
    const anonymous = await station.fetch(`/api/auth/users/${laia.id}/display-name`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'Otra' }),
    });
    expect(anonymous.status).toBe(401);
    expect(station.context.repos.users.get(laia.id)?.displayName).toBe('Laia Puig');
  });
});
