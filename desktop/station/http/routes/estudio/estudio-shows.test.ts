import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../auth/passwords';
import { startAdminTestStation } from '../../../../../testing/station/admin-helpers';
import type { TestStation } from '../../../../../testing/station/test-station';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';

let station: TestStation;
let admin: ApiClient;
let rosa: ApiClient;
let mine = 0;
let theirs = 0;

beforeAll(async () => {
  station = await startAdminTestStation();
  admin = apiClient(station, await station.login());
  const users = station.context.repos.users;
  const rosaId = users.create('rosa', await hashPassword('memoria-portbou'), 'presenter').id;
  const marcId = users.create('marc', await hashPassword('despertar-frontera'), 'presenter').id;
  rosa = apiClient(station, await station.login('rosa', 'memoria-portbou'));
  const create = async (name: string, presenterId: number, day: number) => {
    const res = await admin.send('shows.create', {
      body: {
        name,
        kind: 'live',
        presenterIds: [presenterId],
        rules: [{ days: [day], start: '16:00', durationMin: 60 }],
      },
    });
    expect(res.status).toBe(201);
    return res.data!.id;
  };
  mine = await create('Memoria de Portbou', rosaId, 6);
  theirs = await create('Despertar en la Frontera', marcId, 1);
});
afterAll(() => station?.close());

describe("a presenter's own shows in /estudio", () => {
  it('lists only the shows they present', async () => {
    const shows = await rosa.call('estudio.shows');
    expect(shows.map((s) => s.name)).toEqual(['Memoria de Portbou']);
  });

  it('lets them edit the description and image of their show, and nothing else', async () => {
    const image = station.context.repos.gallery.list()[0];
    const res = await rosa.send('estudio.updateShow', {
      params: { id: mine },
      body: { description: 'Historia oral de la frontera, cada sábado.', imageId: image?.id ?? null },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data!).toMatchObject({
      name: 'Memoria de Portbou',
      description: 'Historia oral de la frontera, cada sábado.',
    });
    const page = await apiClient(station).call('shows.publicGet', { params: { slug: 'memoria-de-portbou' } });
    expect(page.description).toBe('Historia oral de la frontera, cada sábado.');
    // A name, a kind or the rules are not theirs to send.
    const sneaky = await rosa.sendInvalid('estudio.updateShow', {
      params: { id: mine },
      body: { description: 'x', imageId: null, name: 'Otro nombre' },
    });
    expect(sneaky.status).toBe(400);
    expect((await rosa.call('estudio.shows'))[0]?.name).toBe('Memoria de Portbou');
  });

  it("refuses another presenter's show with 403, an image not in the gallery with 400, and a visitor with 401", async () => {
    const other = await rosa.send('estudio.updateShow', {
      params: { id: theirs },
      body: { description: 'Mío', imageId: null },
    });
    expect(other.status).toBe(403);
    expect(other.error?.message).toBe('No presentas este programa.');
    const noImage = await rosa.send('estudio.updateShow', {
      params: { id: mine },
      body: { description: 'x', imageId: 99999 },
    });
    expect(noImage.status).toBe(400);
    expect(noImage.error).toMatchObject({ field: 'imageId' });
    const visitor = await apiClient(station).send('estudio.updateShow', {
      params: { id: mine },
      body: { description: 'x', imageId: null },
    });
    expect(visitor.status).toBe(401);
    const untouched = await admin.call('shows.get', { params: { id: theirs } });
    expect(untouched.description).toBe('');
  });
});
