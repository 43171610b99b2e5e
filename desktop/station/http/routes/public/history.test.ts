import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, queryOf } from '../../../../../testing/station/api-client';
import { programmingSuite } from '../../../../../testing/station/programming-suite';

const suite = programmingSuite();
const base = Date.parse('2026-11-20T07:00:00Z');
const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();

/** A morning of airplay: songs, a jingle and a spot between them, a live programme. */
function airMorning() {
  const repos = suite.station.context.repos;
  const song = suite.addTrack('Canción de la Tramontana');
  const record = (minutes: number, title: string, artist: string, source: string, trackId: number | null = null) =>
    repos.playHistory.record({ trackId, title, artist, album: null, source, startedAt: at(minutes) });
  record(0, 'Faro de Portbou', 'Cala Bramant', 'rotation');
  record(4, 'Sintonía', 'Emisora', 'jingle');
  record(5, 'Canción de la Tramontana', 'Banda del Coll', 'rotation', song.id);
  record(9, 'Panadería Costa', 'Anunciante', 'spot');
  record(10, 'Despertar en la Frontera', 'En directo', 'live');
  record(75, 'Coll dels Belitres', 'Banda del Coll', 'playlist');
  return song;
}

const history = async (query: string) => {
  const res = await suite.client.sendInvalid('history.list', { query: queryOf(query) });
  expect(res.status, query).toBe(200);
  return res.data!;
};

describe('GET /api/history', () => {
  let song: { id: number };
  beforeAll(() => {
    song = airMorning();
  });

  it('answers what listeners heard in a window, newest first, without spots or jingles, linking songs in the library', async () => {
    const page = await history(`from=${at(0)}&to=${at(60)}`);
    expect(page.items.map((i) => [i.title, i.source])).toEqual([
      ['Despertar en la Frontera', 'live'],
      ['Canción de la Tramontana', 'rotation'],
      ['Faro de Portbou', 'rotation'],
    ]);
    expect(page.items[1]).toMatchObject({ startedAt: at(5), artist: 'Banda del Coll', trackId: song.id });
    expect(page.items[2]!.trackId).toBeNull();
    expect(page).toMatchObject({ total: 3, offset: 0, limit: 20, from: at(0), to: at(60) });
  });

  it('searches by words in title or artist, accents and case ignored, and pages', async () => {
    const found = await history(`from=${at(0)}&to=${at(120)}&q=${encodeURIComponent('BANDA cancion')}`);
    expect(found.items.map((i) => i.title)).toEqual(['Canción de la Tramontana']);
    const coll = await history(`from=${at(0)}&to=${at(120)}&q=coll&limit=1`);
    expect(coll.total).toBe(2);
    expect(coll.items.map((i) => i.title)).toEqual(['Coll dels Belitres']);
    const second = await history(`from=${at(0)}&to=${at(120)}&q=coll&limit=1&offset=1`);
    expect(second.items.map((i) => i.title)).toEqual(['Canción de la Tramontana']);
  });

  it('finds the hour around a moment in station time ("hoy a las 8:15")', async () => {
    // 07:00 UTC is 08:00 in Madrid in November: 08:15 station time searches 07:45–08:45 local, 06:45–07:45 UTC.
    const around = await history(`at=2026-11-20T08:15`);
    expect(around).toMatchObject({ from: at(-15), to: at(45) });
    expect(around.items.map((i) => i.title)).toEqual([
      'Despertar en la Frontera',
      'Canción de la Tramontana',
      'Faro de Portbou',
    ]);
  });

  it('is public (no session needed) and refuses a bad window with a clear 400', async () => {
    const res = await fetch(`${suite.station.url}${apiUrl('history.list', { query: { from: at(0), to: at(30) } })}`);
    expect(res.status).toBe(200);
    for (const [query, message] of [
      [`from=${at(60)}&to=${at(0)}`, 'from debe ser anterior a to.'],
      [`from=${at(0)}&to=${at(60 * 24 * 40)}`, 'La búsqueda abarca como mucho 31 días.'],
      ['from=ayer', 'from debe ser una fecha y hora ISO 8601'],
      ['limit=500', 'El límite no puede superar 50.'],
      ['at=hoy', 'at debe ser una fecha y hora de la emisora'],
    ] as const) {
      const bad = await suite.client.sendInvalid('history.list', { query: queryOf(query) });
      expect(bad.status, query).toBe(400);
      expect(bad.error?.message).toContain(message);
    }
  });
});
