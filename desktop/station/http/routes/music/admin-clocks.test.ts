import { describe, expect, it } from 'vitest';
import type { Clock, Grid } from '../../../../../shared/schemas/music/clocks';
import { as, errorBody, jsonBody } from '../../../../../testing/station/admin-helpers';
import { programmingSuite } from '../../../../../testing/station/programming-suite';

const suite = programmingSuite();
const postClock = (json: unknown) => suite.api('/api/clocks', { method: 'POST', json });
const putGrid = (json: unknown) => suite.api('/api/grid', { method: 'PUT', json });
const newCategory = async (name: string) =>
  (await jsonBody<{ id: number }>(await suite.api('/api/categories', { method: 'POST', json: { name } }))).id;

describe('POST /api/clocks and PUT /api/grid', () => {
  it('creates a clock with the contract’s events and paints it on the grid, each write re-planning once', async () => {
    const [nuevas, news] = [await newCategory('Nuevas'), await newCategory('Informativos')];
    const events = [
      { type: 'station-id' },
      { type: 'category', categoryId: nuevas },
      { type: 'jingle' },
      { type: 'break' },
      { type: 'hard', at: '00:00', event: { type: 'category', categoryId: news } },
      { type: 'filler', categoryId: nuevas },
    ];
    const res = await postClock({ name: 'Día', events });
    expect(res.status).toBe(201);
    const { id } = await jsonBody<{ id: number }>(res);
    const clocks = await jsonBody<Clock[]>(await suite.api('/api/clocks'));
    expect(clocks.find((c) => c.id === id)).toEqual({ id, name: 'Día', events, isDefault: false });

    const before = suite.replans;
    const grid = await putGrid({
      cells: [
        { day: 1, hour: 7, clockId: id },
        { day: 7, hour: 23, clockId: id },
      ],
    });
    expect(grid.status).toBe(200);
    expect(await jsonBody<Grid>(grid)).toEqual({
      cells: [
        { day: 1, hour: 7, clockId: id },
        { day: 7, hour: 23, clockId: id },
      ],
      defaultClockId: null,
    });
    await putGrid({ cells: [], defaultClockId: id });
    expect((await jsonBody<Grid>(await suite.api('/api/grid'))).defaultClockId).toBe(id);
    // Published as programming changes: the planner reads the grid again at its next pick.
    await expect.poll(() => suite.replans - before).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad clocks and cells in Spanish, writing nothing', async () => {
    const cat = await newCategory('Refusals');
    const before = (await jsonBody<Clock[]>(await suite.api('/api/clocks'))).length;
    const clockCases: Array<[unknown, number, RegExp]> = [
      [{ events: [{ type: 'jingle' }] }, 400, /nombre para el reloj/],
      [{ name: 'X', events: [{ type: 'song' }] }, 400, /Tipo de evento no válido/],
      [{ name: 'X', events: [{ type: 'hard', at: '61:00', event: { type: 'jingle' } }] }, 400, /MM:SS/],
      [{ name: 'X', events: [{ type: 'filler', categoryId: cat }] }, 400, /al menos un evento que se repita/],
      [{ name: 'X', events: [{ type: 'category', categoryId: 999_999 }] }, 400, /La categoría 999999 no existe/],
      [{ name: 'día', events: [{ type: 'jingle' }] }, 409, /Ya existe un reloj/],
    ];
    for (const [body, status, message] of clockCases) {
      const res = await postClock(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await errorBody(res)).message).toMatch(message);
    }
    expect((await jsonBody<Clock[]>(await suite.api('/api/clocks'))).length).toBe(before);

    const gridBefore = await jsonBody<Grid>(await suite.api('/api/grid'));
    const gridCases: Array<[unknown, RegExp]> = [
      [{ cells: [{ day: 0, hour: 1, clockId: 1 }] }, /día ISO/],
      [{ cells: [{ day: 1, hour: 24, clockId: 1 }] }, /de 0 a 23/],
      [{ cells: [{ day: 2, hour: 3, clockId: 999_999 }] }, /El reloj 999999 no existe/],
      [{}, /cells debe ser una lista/],
    ];
    for (const [body, message] of gridCases) {
      const res = await putGrid(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorBody(res)).message).toMatch(message);
    }
    expect(await jsonBody<Grid>(await suite.api('/api/grid'))).toEqual(gridBefore);
  });

  it('is for admins only', async () => {
    const anonymous = as(suite.station, undefined);
    expect((await anonymous('/api/clocks', { method: 'POST', json: { name: 'x', events: [] } })).status).toBe(401);
    expect((await anonymous('/api/grid', { method: 'PUT', json: { cells: [] } })).status).toBe(401);
  });
});
