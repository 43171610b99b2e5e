import { describe, expect, it } from 'vitest';
import { programmingSuite } from '../../../../../testing/station/programming-suite';
import { apiClient } from '../../../../../testing/station/api-client';

const suite = programmingSuite();
const postClock = (json: unknown) => suite.client.sendInvalid('clocks.create', { body: json });
const putGrid = (json: unknown) => suite.client.sendInvalid('grid.update', { body: json });
const newCategory = async (name: string) => (await suite.client.call('categories.create', { body: { name } })).id;
/** A clock whose hard mark airs `event` is refused with a 400 saying `message`. */
async function expectHardRefused(categoryId: number, event: unknown, message: RegExp) {
  const events = [
    { type: 'category', categoryId },
    { type: 'hard', at: '00:00', event },
  ];
  const refused = await postClock({ name: 'Mal', events });
  expect(refused.status, JSON.stringify(event)).toBe(400);
  expect(refused.error?.message).toMatch(message);
  return refused;
}

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
    const { id } = res.data!;
    const clocks = await suite.client.call('clocks.list');
    expect(clocks.find((c) => c.id === id)).toEqual({ id, name: 'Día', events, isDefault: false });

    const before = suite.replans;
    const grid = await putGrid({
      cells: [
        { day: 1, hour: 7, clockId: id },
        { day: 7, hour: 23, clockId: id },
      ],
    });
    expect(grid.status).toBe(200);
    expect(grid.data!).toEqual({
      cells: [
        { day: 1, hour: 7, clockId: id },
        { day: 7, hour: 23, clockId: id },
      ],
      defaultClockId: null,
    });
    await putGrid({ cells: [], defaultClockId: id });
    expect((await suite.client.call('grid.get')).defaultClockId).toBe(id);
    // Published as programming changes: the planner reads the grid again at its next pick.
    await expect.poll(() => suite.replans - before).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad clocks and cells in Spanish, writing nothing', async () => {
    const cat = await newCategory('Refusals');
    const before = (await suite.client.call('clocks.list')).length;
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
      expect(res.error?.message).toMatch(message);
    }
    expect((await suite.client.call('clocks.list')).length).toBe(before);

    const gridBefore = await suite.client.call('grid.get');
    const gridCases: Array<[unknown, RegExp]> = [
      [{ cells: [{ day: 0, hour: 1, clockId: 1 }] }, /día ISO/],
      [{ cells: [{ day: 1, hour: 24, clockId: 1 }] }, /de 0 a 23/],
      [{ cells: [{ day: 2, hour: 3, clockId: 999_999 }] }, /El reloj 999999 no existe/],
      [{}, /cells debe ser una lista/],
    ];
    for (const [body, message] of gridCases) {
      const res = await putGrid(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error?.message).toMatch(message);
    }
    expect(await suite.client.call('grid.get')).toEqual(gridBefore);
  });

  it('takes a "newest file" of a watched folder at a hard mark, its freshness limit optional, and refuses bad ones', async () => {
    const cat = await newCategory('Con noticias');
    const events = [
      { type: 'category', categoryId: cat },
      { type: 'hard', at: '00:00', event: { type: 'newest-file', folder: '/srv/noticias' } },
      { type: 'hard', at: '30:00', event: { type: 'newest-file', folder: 'D:\\Noticias', freshnessMin: 20 } },
    ];
    const res = await postClock({ name: 'Noticias horarias', events });
    expect(res.status, res.text).toBe(201);
    const saved = (await suite.client.call('clocks.list')).find((c) => c.id === res.data!.id);
    expect(saved?.events).toEqual(events);

    const before = (await suite.client.call('clocks.list')).length;
    const bad: Array<[unknown, RegExp]> = [
      [{ type: 'newest-file', folder: 'noticias' }, /ruta completa/],
      [{ type: 'newest-file' }, /ruta completa/],
      [{ type: 'newest-file', folder: '/srv/noticias', freshnessMin: 0 }, /entre 1 y 1440/],
      [{ type: 'newest-file', folder: '/srv/noticias', freshnessMin: 2.5 }, /entero de minutos/],
    ];
    for (const [event, message] of bad) await expectHardRefused(cat, event, message);
    // Only at a mark: the news in turn would air at every pass of the clock.
    const inTurn = await postClock({ name: 'Mal', events: [{ type: 'newest-file', folder: '/srv/noticias' }] });
    expect(inTurn.status).toBe(400);
    expect((await suite.client.call('clocks.list')).length).toBe(before);
  });

  it('takes a "newest file" of a dated address instead of a folder, exactly one of the two, refusing bad ones', async () => {
    const cat = await newCategory('Noticias por dirección');
    const url = 'https://red.example/noticias_{YYYYMMDD}_{HH}.mp3';
    const events = [
      { type: 'category', categoryId: cat },
      { type: 'hard', at: '00:00', event: { type: 'newest-file', url, freshnessMin: 30 } },
    ];
    const res = await postClock({ name: 'Noticias de la red', events });
    expect(res.status, res.text).toBe(201);
    expect((await suite.client.call('clocks.list')).find((c) => c.id === res.data!.id)?.events).toEqual(events);

    const before = (await suite.client.call('clocks.list')).length;
    const bad: Array<[unknown, string, RegExp]> = [
      [
        { type: 'newest-file', folder: '/srv/noticias', url },
        'url',
        /carpeta vigilada .* o de una dirección con fecha .*no de las dos/,
      ],
      [{ type: 'newest-file' }, 'folder', /carpeta vigilada .* o una dirección con fecha \(url\)/],
      [{ type: 'newest-file', url: 'https://red.example/noticias.mp3' }, 'url', /llevar la fecha o la hora/],
      [{ type: 'newest-file', url: 'ftp://red.example/n_{HH}.mp3' }, 'url', /URL http\(s\)/],
      // The studio's own network: refused at save unless the operator allowed it (--import-allow).
      [{ type: 'newest-file', url: 'http://127.0.0.1:9/noticias_{YYYYMMDD}_{HH}.mp3' }, 'url', /red privada o local/],
    ];
    for (const [event, field, message] of bad) {
      const refused = await expectHardRefused(cat, event, message);
      expect(refused.error?.field).toBe(`events.1.event.${field}`);
    }
    const privateEdit = await suite.client.sendInvalid('clocks.update', {
      params: { id: res.data!.id },
      body: {
        name: 'Noticias de la red',
        events: [events[0], { ...events[1], event: { type: 'newest-file', url: 'http://127.0.0.1:9/n_{HH}.mp3' } }],
      },
    });
    expect(privateEdit.status).toBe(400);
    expect((await suite.client.call('clocks.list')).length).toBe(before);
    expect((await suite.client.call('clocks.list')).find((c) => c.id === res.data!.id)?.events).toEqual(events);
  });

  it('is for admins only', async () => {
    const anonymous = apiClient(suite.station, undefined);
    expect((await anonymous.send('clocks.create', { body: { name: 'x', events: [] } })).status).toBe(401);
    expect((await anonymous.send('grid.update', { body: { cells: [] } })).status).toBe(401);
  });
});
