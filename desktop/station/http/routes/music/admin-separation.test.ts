import { describe, expect, it } from 'vitest';
import { programmingSuite } from '../../../../../testing/station/programming-suite';
import { apiClient } from '../../../../../testing/station/api-client';

const suite = programmingSuite();
const put = (json: unknown) => suite.client.sendInvalid('separation.update', { body: json });

describe('PUT /api/separation', () => {
  it('starts with no minutes, stores the rules (album and featured artist optional) and the planner reads them', async () => {
    expect(await suite.client.call('separation.get')).toEqual({
      artistMin: 0,
      titleMin: 0,
      albumMin: 0,
      featuredArtist: true,
    });
    const res = await put({ artistMin: 60, titleMin: 180 });
    expect(res.status).toBe(200);
    expect(res.data!).toEqual({
      artistMin: 60,
      titleMin: 180,
      albumMin: 0,
      featuredArtist: true,
    });
    await put({ artistMin: 45, titleMin: 120, albumMin: 30, featuredArtist: false });
    // What the next pick reads: no restart, no cache between the setting and the planner.
    expect(suite.station.context.repos.separation.forCategory(null)).toEqual({
      artistMin: 45,
      titleMin: 120,
      albumMin: 30,
      featuredArtist: false,
    });
  });

  it('a category’s own minutes replace the station’s for its picks', async () => {
    await put({ artistMin: 60, titleMin: 180 });
    const { id } = await suite.client.call('categories.create', { body: { name: 'Locales', artistMin: 20 } });
    expect(suite.station.context.repos.separation.forCategory(id)).toMatchObject({ artistMin: 20, titleMin: 180 });
  });

  it('refuses bad rules in Spanish and keeps the ones it had', async () => {
    await put({ artistMin: 60, titleMin: 180 });
    const cases: Array<[unknown, RegExp]> = [
      [{}, /separación de artista debe ser un número/],
      [{ artistMin: -1, titleMin: 10 }, /no puede ser negativa/],
      [{ artistMin: 10, titleMin: 20000 }, /no puede superar una semana/],
      [{ artistMin: 10, titleMin: 1.5 }, /entero/],
      [{ artistMin: 10, titleMin: 10, featuredArtist: 'sí' }, /verdadero o falso/],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error?.message).toMatch(message);
    }
    expect((await suite.client.call('separation.get')).artistMin).toBe(60);
  });

  it('is for admins only', async () => {
    const anonymous = apiClient(suite.station, undefined);
    expect((await anonymous.send('separation.update', { body: { artistMin: 0, titleMin: 0 } })).status).toBe(401);
  });
});
