import { describe, expect, it } from 'vitest';
import type { Track, TrackPage } from '../../../../../shared/schemas/library/tracks';
import { apiClient } from '../../../../../testing/station/api-client';
import { programmingSuite } from '../../../../../testing/station/programming-suite';

const suite = programmingSuite();
const createCategory = (body: object) => suite.client.sendInvalid('categories.create', { body });
const patchTrack = (id: number, body: object) => suite.client.sendInvalid('tracks.update', { params: { id }, body });
const byIds = async (ids: number[]) =>
  (await suite.client.call('tracks.list', { query: { ids: ids.join(',') } })) as Track[];
const newCategory = async (name: string, color?: string) =>
  (await suite.client.call('categories.create', { body: { name, color } })).id;
const categories = () => suite.client.call('categories.list');

describe('POST and GET /api/categories', () => {
  it('creates a category with a colour and lists it with its song count', async () => {
    const res = await createCategory({ name: 'Novedades', color: '#1F9D55' });
    expect(res.status).toBe(201);
    const created = res.data!;
    expect(created).toEqual({ id: expect.any(Number), name: 'Novedades' });
    const list = await categories();
    expect(list.find((c) => c.id === created.id)).toMatchObject({ name: 'Novedades', color: '#1f9d55', trackCount: 0 });
  });

  it('refuses a bad name, a bad colour and a name already taken, in Spanish, writing nothing', async () => {
    await newCategory('Clásicos');
    const before = (await categories()).length;
    const cases: Array<[object, number, RegExp]> = [
      [{}, 400, /nombre para la categoría/],
      [{ name: '   ' }, 400, /nombre para la categoría/],
      [{ name: 'x'.repeat(61) }, 400, /60 caracteres/],
      [{ name: 'Rojo', color: 'red' }, 400, /hexadecimal/],
      [{ name: 'clásicos' }, 409, /Ya existe una categoría/],
    ];
    for (const [body, status, message] of cases) {
      const res = await createCategory(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.error?.message).toMatch(message);
    }
    expect((await categories()).length).toBe(before);
  });

  it('is for admins only', async () => {
    const anonymous = apiClient(suite.station);
    expect((await anonymous.send('categories.list')).status).toBe(401);
    expect((await anonymous.send('categories.create', { body: { name: 'Intrusa' } })).status).toBe(401);
  });

  it('sets a category’s own separation minutes, and null gives the station’s back', async () => {
    const id = await newCategory('Locales');
    const res = await suite.client.call('categories.update', { params: { id }, body: { artistMin: 20 } });
    expect(res).toMatchObject({ artistMin: 20, titleMin: null });
    const back = await suite.client.call('categories.update', { params: { id }, body: { artistMin: null } });
    expect(back).toMatchObject({ artistMin: null });
    const bad = await suite.client.send('categories.update', { params: { id }, body: { artistMin: -5 } });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/negativa/);
  });
});

describe('a song’s categories', () => {
  it('PATCH /api/tracks/:id sets them whole and GET /api/tracks?ids= returns them', async () => {
    const [rock, pop] = [await newCategory('Rock'), await newCategory('Pop')];
    const track = suite.addTrack('Marea');
    const res = await patchTrack(track.id, { categoryIds: [rock, pop, rock] });
    expect(res.status).toBe(200);
    expect((res.data as Track).categoryIds?.sort()).toEqual([rock, pop].sort());
    expect((await byIds([track.id]))[0]?.categoryIds?.sort()).toEqual([rock, pop].sort());
    await patchTrack(track.id, { categoryIds: [pop] });
    expect((await byIds([track.id]))[0]?.categoryIds).toEqual([pop]);
    await patchTrack(track.id, { categoryIds: [] });
    expect((await byIds([track.id]))[0]?.categoryIds).toEqual([]);
  });

  it('refuses a category that does not exist and leaves the song as it was (title too)', async () => {
    const keep = await newCategory('Noche');
    const track = suite.addTrack('Brisa');
    await patchTrack(track.id, { categoryIds: [keep] });
    const res = await patchTrack(track.id, { title: 'Otro título', categoryIds: [keep, 999_999] });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe('La categoría 999999 no existe.');
    const [after] = await byIds([track.id]);
    expect(after).toMatchObject({ title: 'Brisa', categoryIds: [keep] });
    const badType = await patchTrack(track.id, { categoryIds: ['x'] });
    expect(badType.status).toBe(400);
  });

  it('bulk-sets a category on what a search selects, and the library pages and selects by category', async () => {
    const jazz = await newCategory('Jazz nocturno');
    const a = suite.addTrack('Saxo de medianoche');
    const b = suite.addTrack('Saxo del alba');
    const other = suite.addTrack('Guitarra');
    const selection = await suite.client.call('tracks.selection', { query: { q: 'saxo' } });
    expect(selection.ids.sort()).toEqual([a.id, b.id].sort());
    const res = await suite.client.call('tracks.bulkEdit', {
      body: { ids: selection.ids, changes: { addCategoryIds: [jazz] } },
    });
    expect(res).toEqual({ updated: 2 });
    const page = (await suite.client.call('tracks.list', { query: { categoryId: jazz, sort: 'title' } })) as TrackPage;
    expect(page.items.map((t) => t.title)).toEqual(['Saxo de medianoche', 'Saxo del alba']);
    expect(page.total).toBe(2);
    expect(page.items[0]?.categoryIds).toEqual([jazz]);
    const inJazz = await suite.client.call('tracks.selection', { query: { categoryId: jazz } });
    expect(inJazz.ids).not.toContain(other.id);
    await suite.client.call('tracks.bulkEdit', { body: { ids: [a.id], changes: { removeCategoryIds: [jazz] } } });
    expect((await byIds([a.id, b.id])).map((t) => t.categoryIds)).toEqual([[], [jazz]]);
    const unknown = await suite.client.send('tracks.bulkEdit', {
      body: { ids: [other.id], changes: { addCategoryIds: [999_998] } },
    });
    expect(unknown.status).toBe(400);
    expect((await byIds([other.id]))[0]?.categoryIds).toEqual([]);
  });

  it('a deleted song leaves its categories', async () => {
    const cat = await newCategory('Efímera');
    const track = suite.addTrack('Se va');
    await patchTrack(track.id, { categoryIds: [cat] });
    expect((await suite.client.send('tracks.delete', { params: { id: track.id } })).status).toBe(204);
    const list = await categories();
    expect(list.find((c) => c.id === cat)?.trackCount).toBe(0);
  });
});
