import { describe, expect, it } from 'vitest';
import type { Playlist } from '../../../../../shared/schemas/programming/playlists';
import { nonAdminCookie } from '../../../../../testing/station/admin-helpers';
import { apiClient } from '../../../../../testing/station/api-client';
import { createPlannerData } from '../../../programming/planner/planner-data';
import { programmingSuite } from '../../../../../testing/station/programming-suite';

const suite = programmingSuite();
const create = (body: object) => suite.client.sendInvalid('playlists.create', { body });
const put = (id: number, body: object) => suite.client.sendInvalid('playlists.update', { params: { id }, body });
/** A list the test creates and reads back whole. */
const created = async (body: object) => (await create(body)).data as Playlist;
const remove = (id: number) => suite.client.send('playlists.delete', { params: { id } });
/** What the playout reads: its pools and default list, through the same module it uses. */
const plannerData = () =>
  createPlannerData(suite.station.context.db, suite.station.context.repos, () => 'Europe/Madrid');
const jinglePool = () =>
  plannerData()
    .pool({ kind: 'jingles' })!
    .tracks.map((t) => t.id);
const get = (id: number) => suite.client.call('playlists.get', { params: { id } });
const counts = () => {
  const { db } = suite.station.context;
  return db
    .prepare(
      'SELECT (SELECT COUNT(*) FROM playlists) AS lists, (SELECT COUNT(*) FROM playlist_tracks) AS entries, (SELECT COUNT(*) FROM audit_log) AS audit',
    )
    .get();
};

describe('playlists API', () => {
  it('creates a list in the given order and answers 201 with the contract shape', async () => {
    const [a, b, c] = ['Uno', 'Dos', 'Tres'].map((title) => suite.addTrack(title).id) as [number, number, number];
    const before = suite.replans;
    const res = await create({ name: ' Mañanas ', kind: 'music', shuffle: false, trackIds: [c, a, b] });
    expect(res.status).toBe(201);
    const playlist = res.data as Playlist;
    expect(playlist).toEqual({
      id: expect.any(Number),
      name: 'Mañanas',
      kind: 'music',
      shuffle: false,
      trackIds: [c, a, b],
      isDefault: false,
    });
    expect(await get(playlist.id)).toEqual(playlist);
    expect(
      plannerData()
        .pool({ kind: 'playlist', id: playlist.id })!
        .tracks.map((t) => t.id),
    ).toEqual([c, a, b]);
    expect(suite.replans).toBe(before + 1);
    expect(suite.station.context.repos.audit.recent(1)[0]).toMatchObject({
      action: 'playlist.create',
      detail: 'Lista «Mañanas» de música (3 canciones) creada',
    });
  });

  it('fills the defaults (music, shuffled, empty) and lists every list by name', async () => {
    expect(await created({ name: 'ambiente' })).toMatchObject({
      kind: 'music',
      shuffle: true,
      trackIds: [],
      isDefault: false,
    });
    await create({ name: 'Zona nocturna' });
    const names = ((await suite.client.call('playlists.list')) as Playlist[]).map((p) => p.name);
    expect(names).toEqual(['ambiente', 'Mañanas', 'Zona nocturna']);
  });

  it('replaces the whole list on PUT: name, kind, shuffle and a new order', async () => {
    const [x, y, z] = ['X', 'Y', 'Z'].map((title) => suite.addTrack(title).id) as [number, number, number];
    const { id } = await created({ name: 'Antes', trackIds: [x, y, z] });
    const before = suite.replans;
    const res = await put(id, { name: 'Cortinillas', kind: 'jingles', shuffle: false, trackIds: [z, x] });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      id,
      name: 'Cortinillas',
      kind: 'jingles',
      shuffle: false,
      trackIds: [z, x],
      isDefault: false,
    });
    expect(await get(id)).toMatchObject({ trackIds: [z, x] });
    expect(suite.replans).toBe(before + 1);
    const { playlists } = suite.station.context.repos;
    expect(playlists.kindOf(id)).toBe('jingles');
    expect(jinglePool()).toEqual([x, z].sort((m, n) => m - n));
  });

  it('keeps one default rotation: a new default clears the old one', async () => {
    const first = await created({ name: 'Por defecto A', isDefault: true });
    const second = await created({ name: 'Por defecto B', isDefault: true });
    expect((await get(first.id)).isDefault).toBe(false);
    expect(plannerData().defaultPlaylistId()).toBe(second.id);
    await put(first.id, { name: 'Por defecto A', isDefault: true });
    expect((await get(second.id)).isDefault).toBe(false);
    expect(plannerData().defaultPlaylistId()).toBe(first.id);
    const defaults = ((await suite.client.call('playlists.list')) as Playlist[]).filter((p) => p.isDefault);
    expect(defaults.map((p) => p.id)).toEqual([first.id]);
  });

  it.each([
    [{}, 'name', 'El nombre es requerido.'],
    [{ name: 'x'.repeat(81) }, 'name', 'El nombre no puede superar 80 caracteres.'],
    [{ name: 'L', kind: 'news' }, 'kind', ''],
    [{ name: 'L', shuffle: 'yes' }, 'shuffle', 'Indica si la lista se reproduce en orden o aleatoria.'],
    [{ name: 'L', trackIds: 'all' }, 'trackIds', 'La lista de canciones no es válida.'],
    [{ name: 'L', trackIds: [1, 1] }, 'trackIds', 'Una canción no puede estar dos veces en la misma lista.'],
    [{ name: 'L', trackIds: [0] }, 'trackIds.0', 'Cada canción debe ser un identificador válido.'],
    [{ name: 'L', trackIds: [1, 987654] }, 'trackIds', 'La canción 987654 no existe en la biblioteca.'],
    [
      { name: 'L', kind: 'jingles', isDefault: true },
      'isDefault',
      'Solo una lista de música puede ser la rotación por defecto.',
    ],
  ])('refuses %j with a 400 naming the field and writes nothing', async (body, field, message) => {
    expect(suite.station.context.repos.tracks.get(1)).toBeDefined();
    const target = await created({ name: 'Intacta', trackIds: [1] });
    const before = { rows: counts(), replans: suite.replans, list: await get(target.id) };
    for (const res of [await create(body), await put(target.id, body)]) {
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({
        error: 'validation_failed',
        field,
        message: expect.stringContaining(message),
      });
    }
    expect(counts()).toEqual(before.rows);
    expect(suite.replans).toBe(before.replans);
    expect(await get(target.id)).toEqual(before.list);
    await remove(target.id);
  });

  it('answers 404 for a missing list and 400 for a bad id', async () => {
    expect((await suite.client.send('playlists.get', { params: { id: 99999 } })).status).toBe(404);
    expect((await put(99999, { name: 'X' })).status).toBe(404);
    expect((await remove(99999)).status).toBe(404);
    expect((await suite.client.send('playlists.get', { params: { id: 'abc' } })).error?.field).toBe('id');
  });

  it('deletes a list (204); a programme that used it keeps its slot without a playlist', async () => {
    const { id } = await created({ name: 'Para borrar', trackIds: [1] });
    const { repos } = suite.station.context;
    const programId = repos.schedule.create({
      date: '2030-01-07',
      start: '10:00',
      end: '11:00',
      title: 'Con lista',
      host: '',
      type: 'music',
      playlistId: id,
    });
    const before = suite.replans;
    expect((await remove(id)).status).toBe(204);
    expect(suite.replans).toBe(before + 1);
    expect(repos.playlists.get(id)).toBeUndefined();
    expect(plannerData().pool({ kind: 'playlist', id })).toBeNull();
    expect(repos.schedule.get(programId)).toMatchObject({ title: 'Con lista', playlist_id: null });
    expect(repos.audit.recent(1)[0]).toMatchObject({
      action: 'playlist.delete',
      detail: 'Lista «Para borrar» de música (1 canción) eliminada',
    });
    expect((await remove(id)).status).toBe(404);
  });

  it('drops a track deleted from the library from every list, keeping the others in order', async () => {
    const [p, q, r] = ['P', 'Q', 'R'].map((title) => suite.addTrack(title).id) as [number, number, number];
    const one = await created({ name: 'Una', trackIds: [p, q, r] });
    const two = await created({ name: 'Dos', kind: 'jingles', trackIds: [q, p] });
    expect((await suite.client.send('tracks.delete', { params: { id: q } })).status).toBe(204);
    expect((await get(one.id)).trackIds).toEqual([p, r]);
    expect((await get(two.id)).trackIds).toEqual([p]);
    expect(jinglePool()).not.toContain(q);
  });

  it('is for admins only: 401 without a session, 403 for a non-admin', async () => {
    const anonymous = apiClient(suite.station);
    const editor = apiClient(suite.station, await nonAdminCookie(suite.station));
    const before = counts();
    for (const client of [anonymous, editor]) {
      const status = client === anonymous ? 401 : 403;
      const params = { id: 1 };
      expect((await client.send('playlists.list')).status).toBe(status);
      expect((await client.send('playlists.get', { params })).status).toBe(status);
      expect((await client.send('playlists.create', { body: { name: 'Intrusa' } })).status).toBe(status);
      expect((await client.send('playlists.update', { params, body: { name: 'Intrusa' } })).status).toBe(status);
      expect((await client.send('playlists.delete', { params })).status).toBe(status);
    }
    expect(counts()).toEqual(before);
  });
});
