import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';
import { programmingSuite } from '../../../../../testing/station/programming-suite';

const suite = programmingSuite();
let api: ApiClient;
beforeAll(async () => {
  api = apiClient(suite.station, await suite.station.login());
});
const newClock = async (name: string) =>
  (await api.call('clocks.create', { body: { name, events: [{ type: 'jingle' }] } })).id;

describe('PUT and DELETE /api/clocks/:id', () => {
  it('renames and replaces a clock’s events, each write reaching the planner', async () => {
    const { id: cat } = await api.call('categories.create', { body: { name: 'Recurrentes' } });
    const id = await newClock('Mañana');
    const before = suite.replans;
    const events = [
      { type: 'category' as const, categoryId: cat },
      { type: 'hard' as const, at: '30:00', event: { type: 'break' as const } },
    ];
    const edited = await api.call('clocks.update', { params: { id }, body: { name: 'Mañanas', events } });
    expect(edited).toEqual({ id, name: 'Mañanas', events, isDefault: false });
    expect((await api.call('clocks.list')).find((c) => c.id === id)).toEqual(edited);
    await expect.poll(() => suite.replans - before).toBeGreaterThanOrEqual(1);
  });

  it('refuses a bad edit in Spanish and leaves the clock as it was', async () => {
    const id = await newClock('Tarde');
    await newClock('Noche');
    const cases: Array<[object, unknown, number, RegExp]> = [
      [{ id }, { name: 'Noche', events: [{ type: 'jingle' }] }, 409, /Ya existe un reloj «Noche»/],
      [{ id }, { name: 'Tarde', events: [{ type: 'category', categoryId: 999_999 }] }, 400, /999999 no existe/],
      [{ id }, { name: 'Tarde', events: [{ type: 'hard', at: '75:00', event: { type: 'jingle' } }] }, 400, /MM:SS/],
      [{ id: 999_999 }, { name: 'Tarde', events: [{ type: 'jingle' }] }, 404, /El reloj no existe/],
    ];
    for (const [params, body, status, message] of cases) {
      const sent = await api.sendInvalid('clocks.update', { params, body });
      expect(sent.status, JSON.stringify(body)).toBe(status);
      expect(sent.error?.message).toMatch(message);
    }
    expect((await api.call('clocks.list')).find((c) => c.id === id)).toMatchObject({
      name: 'Tarde',
      events: [{ type: 'jingle' }],
    });
  });

  it('refuses to delete a clock the grid, the default or a show uses, saying which; deletes it once unused', async () => {
    const id = await newClock('Fin de semana');
    await api.call('grid.update', {
      body: {
        cells: [
          { day: 6, hour: 9, clockId: id },
          { day: 6, hour: 10, clockId: id },
        ],
        defaultClockId: id,
      },
    });
    const show = await api.call('shows.create', {
      body: { name: 'Sábado musical', kind: 'music', clockId: id, rules: [] },
    });
    const refused = await api.send('clocks.delete', { params: { id } });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(
      'No se puede eliminar el reloj «Fin de semana»: lo usan 2 horas de la parrilla; es el reloj por defecto de la ' +
        'parrilla; lo usa el programa «Sábado musical».',
    );
    expect((await api.call('clocks.list')).some((c) => c.id === id)).toBe(true);

    const other = await newClock('Relevo');
    await api.call('grid.update', {
      body: {
        cells: [
          { day: 6, hour: 9, clockId: other },
          { day: 6, hour: 10, clockId: other },
        ],
        defaultClockId: null,
      },
    });
    await api.call('shows.update', {
      params: { id: show.id },
      body: { name: 'Sábado musical', kind: 'music', clockId: null, rules: [] },
    });
    expect((await api.send('clocks.delete', { params: { id } })).status).toBe(204);
    expect((await api.call('clocks.list')).some((c) => c.id === id)).toBe(false);
    expect((await api.send('clocks.delete', { params: { id } })).status).toBe(404);
  });

  it('is for admins only', async () => {
    const id = await newClock('Solo admin');
    const anonymous = api.as(undefined);
    expect((await anonymous.send('clocks.delete', { params: { id } })).status).toBe(401);
    expect(
      (await anonymous.send('clocks.update', { params: { id }, body: { name: 'x', events: [{ type: 'jingle' }] } }))
        .status,
    ).toBe(401);
  });
});

describe('a music show that follows a clock', () => {
  it('saves and answers its clockId, and refuses one that is not there or not for its kind', async () => {
    const id = await newClock('Programa');
    const show = await api.call('shows.create', {
      body: { name: 'Madrugada', kind: 'music', clockId: id, rules: [] },
    });
    expect(show.clockId).toBe(id);
    expect((await api.call('shows.get', { params: { id: show.id } })).clockId).toBe(id);
    const cases: Array<[object, RegExp]> = [
      [{ name: 'X', kind: 'music', clockId: 999_999 }, /El reloj no existe/],
      [{ name: 'X', kind: 'live', clockId: id }, /Solo un programa de música puede seguir un reloj/],
      [{ name: 'X', kind: 'music', clockId: id, playlistId: 1 }, /sigue un reloj o una lista, no los dos/],
    ];
    for (const [body, message] of cases) {
      const sent = await api.sendInvalid('shows.create', { body });
      expect(sent.status, JSON.stringify(body)).toBe(400);
      expect(sent.error?.message).toMatch(message);
    }
  });
});

describe('GET /api/clocks/lengths', () => {
  it('averages each category’s real lengths, cue-in to cue-out, for the wheel', async () => {
    const { repos } = suite.station.context;
    const { id: cat } = await api.call('categories.create', { body: { name: 'Medidas' } });
    const trimmed = suite.addTrack('Con silencio', 200);
    repos.tracks.saveAnalysis(trimmed.id, {
      cueIn: 5,
      cueOut: 185,
      introSec: null,
      nextStartSec: null,
      loudnessLufs: null,
    });
    const whole = suite.addTrack('Sin analizar', 240);
    for (const id of [trimmed.id, whole.id])
      await api.call('tracks.update', { params: { id }, body: { categoryIds: [cat] } });
    const lengths = await api.call('clocks.lengths');
    // (180 + 240) / 2: the analysed song counts what airs between its cue points.
    expect(lengths.categories.find((c) => c.id === cat)).toEqual({ id: cat, seconds: 210, songs: 2 });
    expect(lengths).toMatchObject({ jingle: 0, stationId: 0, break: 0 });
    expect((await api.as(undefined).send('clocks.lengths')).status).toBe(401);
  });
});

describe('PUT /api/grid with a null clock', () => {
  it('gives that hour back to the default clock and leaves the others painted', async () => {
    const id = await newClock('Pintado');
    await api.call('grid.update', {
      body: {
        cells: [
          { day: 2, hour: 3, clockId: id },
          { day: 2, hour: 4, clockId: id },
        ],
      },
    });
    const grid = await api.call('grid.update', { body: { cells: [{ day: 2, hour: 3, clockId: null }] } });
    const tuesday = grid.cells.filter((c) => c.day === 2 && (c.hour === 3 || c.hour === 4));
    expect(tuesday).toEqual([{ day: 2, hour: 4, clockId: id }]);
  });
});
