import type { TrackPage } from '../../../../../shared/schemas/library/tracks';
import { describe, expect, it } from 'vitest';
import { PROGRAMMING } from '../../../../../shared/station/station-rules';
import { nextDate, wallTime } from '../../../../../shared/station/station-time';
import { nonAdminCookie } from '../../../../../testing/station/admin-helpers';
import { programmingSuite } from '../../../../../testing/station/programming-suite';
import { apiClient, queryOf } from '../../../../../testing/station/api-client';

const suite = programmingSuite();
const today = () => wallTime(Date.now(), PROGRAMMING.defaultTimezone).date;
const bulkEdit = (json: unknown) => suite.client.sendInvalid('tracks.bulkEdit', { body: json });
const bulkDelete = (json: unknown) => suite.client.sendInvalid('tracks.bulkDelete', { body: json });

describe('POST /api/tracks/bulk-edit', () => {
  it('sets the artist, album and genre of every selected song and nothing else', async () => {
    const [a, b, other] = ['Uno', 'Dos', 'Tres'].map((title) => suite.addTrack(title));
    const res = await bulkEdit({
      ids: [a!.id, b!.id, a!.id],
      changes: { artist: 'La Orquesta del Puerto', album: 'Mareas', genre: 'Habaneras' },
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ updated: 2 });
    const { tracks } = suite.station.context.repos;
    for (const id of [a!.id, b!.id])
      expect(tracks.get(id)).toMatchObject({ artist: 'La Orquesta del Puerto', album: 'Mareas', genre: 'Habaneras' });
    expect(tracks.get(other!.id)).toMatchObject({ artist: 'Prueba', album: null, genre: null });
    // The search index follows: the new artist finds both songs.
    const page = (await apiClient(suite.station).call('tracks.list', { query: { q: 'orquesta puerto' } })) as TrackPage;
    expect(page.items.map((t) => t.id).sort()).toEqual([a!.id, b!.id].sort());
  });

  it('leaves fields it was not given alone and clears the album or genre when sent empty', async () => {
    const track = suite.addTrack('Cuatro');
    await bulkEdit({ ids: [track.id], changes: { album: 'Primero', genre: 'Rock' } });
    expect((await bulkEdit({ ids: [track.id], changes: { genre: '' } })).status).toBe(200);
    expect(suite.station.context.repos.tracks.get(track.id)).toMatchObject({
      artist: 'Prueba',
      album: 'Primero',
      genre: null,
    });
  });

  it('refuses a bad request and changes nothing', async () => {
    const track = suite.addTrack('Cinco');
    const cases: Array<[unknown, number, RegExp]> = [
      [{ ids: [], changes: { artist: 'X' } }, 400, /al menos una canción/],
      [{ changes: { artist: 'X' } }, 400, /al menos una canción/],
      [{ ids: [track.id], changes: {} }, 400, /al menos un campo/],
      [{ ids: [track.id], changes: { genre: 'g'.repeat(201) } }, 400, /200 caracteres/],
      [{ ids: ['1'], changes: { artist: 'X' } }, 400, /no válido/],
      [{ ids: [track.id, 999_999], changes: { artist: 'X' } }, 404, /ya no existe/],
    ];
    for (const [body, status, message] of cases) {
      const res = await bulkEdit(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.error?.message).toMatch(message);
    }
    expect(suite.station.context.repos.tracks.get(track.id)?.artist).toBe('Prueba');
  });

  it('is for admins only', async () => {
    const track = suite.addTrack('Seis');
    const editor = apiClient(suite.station, await nonAdminCookie(suite.station, 'editora-bulk'));
    const body = { ids: [track.id], changes: { artist: 'Intrusa' } };
    expect((await editor.send('tracks.bulkEdit', { body: body })).status).toBe(403);
    expect((await editor.send('tracks.bulkDelete', { body: { ids: [track.id] } })).status).toBe(403);
    expect(
      (await apiClient(suite.station, undefined).send('tracks.bulkDelete', { body: { ids: [track.id] } })).status,
    ).toBe(401);
    expect(suite.station.context.repos.tracks.get(track.id)?.artist).toBe('Prueba');
  });
});

describe('POST /api/tracks/bulk-delete', () => {
  it('deletes every selected song', async () => {
    const picked = ['Siete', 'Ocho', 'Nueve'].map((title) => suite.addTrack(title).id);
    const kept = suite.addTrack('Diez').id;
    const res = await bulkDelete({ ids: picked });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ deleted: 3 });
    const { tracks } = suite.station.context.repos;
    expect(tracks.getMany(picked)).toEqual([]);
    expect(tracks.get(kept)).toBeDefined();
  });

  it('deletes none when one of them is the spot of a campaign still to air', async () => {
    const free = suite.addTrack('Libre');
    const spot = suite.addTrack('Cuña');
    const campaign = await suite.client.send('campaigns.create', {
      body: {
        advertiser: 'Forn Ana',
        title: 'Pan de fiesta',
        spotTrackId: spot.id,
        startDate: today(),
        endDate: nextDate(today(), 5),
        spots: 3,
      },
    });
    expect(campaign.status).toBe(201);
    const res = await bulkDelete({ ids: [free.id, spot.id] });
    expect(res.status).toBe(409);
    expect(res.error?.message).toMatch(/Pan de fiesta/);
    expect(suite.station.context.repos.tracks.getMany([free.id, spot.id])).toHaveLength(2);
  });

  it('refuses an empty or vanished selection without deleting anything', async () => {
    const track = suite.addTrack('Once');
    expect((await bulkDelete({ ids: [] })).status).toBe(400);
    expect((await bulkDelete({ ids: [track.id, 999_998] })).status).toBe(404);
    expect(suite.station.context.repos.tracks.get(track.id)).toBeDefined();
  });
});

describe('selecting every song a search matches, beyond the rows loaded', () => {
  const selection = (query: string) => suite.client.send('tracks.selection', { query: queryOf(query) });

  it('answers the ids of every match (accents ignored), and of the whole library without a search', async () => {
    const matches = ['Habanera del Faro', 'Habanera de la Lonja', 'Havanera triste'].map((t) => suite.addTrack(t).id);
    suite.addTrack('Sardana del puerto');
    const found = (await selection('?q=habanera')).data!;
    expect(found.ids.sort()).toEqual(matches.slice(0, 2).sort());
    expect(found.total).toBe(2);
    const all = (await selection('')).data!;
    expect(all.total).toBe(suite.station.context.repos.tracks.count());
    expect(all.ids).toEqual(expect.arrayContaining(matches));
  });

  it('refuses a bad search and is for admins only', async () => {
    const res = await selection(`?q=${'x'.repeat(201)}`);
    expect(res.status).toBe(400);
    expect(res.error?.message).toMatch(/200 caracteres/);
    const editor = apiClient(suite.station, await nonAdminCookie(suite.station, 'editora-sel'));
    expect((await editor.send('tracks.selection')).status).toBe(403);
    expect((await apiClient(suite.station, undefined).send('tracks.selection')).status).toBe(401);
  });

  it('a dry run checks a whole selection and deletes nothing, so chunks sent later are all deletable', async () => {
    const ok = ['Doce', 'Trece'].map((title) => suite.addTrack(title).id);
    const res = await bulkDelete({ ids: ok, dryRun: true });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ deleted: 0, deletable: 2 });
    expect(suite.station.context.repos.tracks.getMany(ok)).toHaveLength(2);
    expect((await bulkDelete({ ids: [ok[0], 999_997], dryRun: true })).status).toBe(404);
    const bad = await bulkDelete({ ids: ok, dryRun: 'sí' });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/dryRun/);
  });
});
