import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyShow } from '../../../../../shared/schemas/estudio/estudio';
import type { PublicShowDetail } from '../../../../../shared/schemas/public/public-shows';
import { hashPassword } from '../../../auth/passwords';
import { as, errorBody, jsonBody, startAdminTestStation } from '../../../../../testing/station/admin-helpers';
import type { TestStation } from '../../../../../testing/station/test-station';

let station: TestStation;
let admin: ReturnType<typeof as>;
let rosa: ReturnType<typeof as>;
let mine = 0;
let theirs = 0;

beforeAll(async () => {
  station = await startAdminTestStation();
  admin = as(station, await station.login());
  const users = station.context.repos.users;
  const rosaId = users.create('rosa', await hashPassword('memoria-portbou'), 'presenter').id;
  const marcId = users.create('marc', await hashPassword('despertar-frontera'), 'presenter').id;
  rosa = as(station, await station.login('rosa', 'memoria-portbou'));
  const create = async (name: string, presenterId: number, day: number) => {
    const res = await admin('/api/shows', {
      method: 'POST',
      json: {
        name,
        kind: 'live',
        presenterIds: [presenterId],
        rules: [{ days: [day], start: '16:00', durationMin: 60 }],
      },
    });
    expect(res.status).toBe(201);
    return (await jsonBody<{ id: number }>(res)).id;
  };
  mine = await create('Memoria de Portbou', rosaId, 6);
  theirs = await create('Despertar en la Frontera', marcId, 1);
});
afterAll(() => station?.close());

describe("a presenter's own shows in /estudio", () => {
  it('lists only the shows they present', async () => {
    const shows = await jsonBody<MyShow[]>(await rosa('/api/me/shows'));
    expect(shows.map((s) => s.name)).toEqual(['Memoria de Portbou']);
  });

  it('lets them edit the description and image of their show, and nothing else', async () => {
    const image = station.context.repos.gallery.list()[0];
    const res = await rosa(`/api/me/shows/${mine}`, {
      method: 'PUT',
      json: { description: 'Historia oral de la frontera, cada sábado.', imageId: image?.id ?? null },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await jsonBody<MyShow>(res)).toMatchObject({
      name: 'Memoria de Portbou',
      description: 'Historia oral de la frontera, cada sábado.',
    });
    const page = await jsonBody<PublicShowDetail>(await station.fetch('/api/public/shows/memoria-de-portbou'));
    expect(page.description).toBe('Historia oral de la frontera, cada sábado.');
    // A name, a kind or the rules are not theirs to send.
    const sneaky = await rosa(`/api/me/shows/${mine}`, {
      method: 'PUT',
      json: { description: 'x', imageId: null, name: 'Otro nombre' },
    });
    expect(sneaky.status).toBe(400);
    expect((await jsonBody<MyShow[]>(await rosa('/api/me/shows')))[0]?.name).toBe('Memoria de Portbou');
  });

  it("refuses another presenter's show with 403, an image not in the gallery with 400, and a visitor with 401", async () => {
    const other = await rosa(`/api/me/shows/${theirs}`, { method: 'PUT', json: { description: 'Mío', imageId: null } });
    expect(other.status).toBe(403);
    expect((await errorBody(other)).message).toBe('No presentas este programa.');
    const noImage = await rosa(`/api/me/shows/${mine}`, { method: 'PUT', json: { description: 'x', imageId: 99999 } });
    expect(noImage.status).toBe(400);
    expect(await errorBody(noImage)).toMatchObject({ field: 'imageId' });
    const visitor = await station.fetch(`/api/me/shows/${mine}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ description: 'x', imageId: null }),
    });
    expect(visitor.status).toBe(401);
    const untouched = await jsonBody<{ description: string }>(await admin(`/api/shows/${theirs}`));
    expect(untouched.description).toBe('');
  });
});
