import { describe, expect, it } from 'vitest';
import type { Category } from '../../../../../shared/schemas/music/categories';
import type { Track, TrackPage } from '../../../../../shared/schemas/library/tracks';
import { as, errorBody, jsonBody } from '../../../../../testing/station/admin-helpers';
import { programmingSuite } from '../../../../../testing/station/programming-suite';

const suite = programmingSuite();
const createCategory = (json: unknown) => suite.api('/api/categories', { method: 'POST', json });
const patchTrack = (id: number, json: unknown) => suite.api(`/api/tracks/${id}`, { method: 'PATCH', json });
const byIds = async (ids: number[]) => jsonBody<Track[]>(await suite.api(`/api/tracks?ids=${ids.join(',')}`));
const newCategory = async (name: string, color?: string) =>
  (await jsonBody<{ id: number; name: string }>(await createCategory({ name, color }))).id;

describe('POST and GET /api/categories', () => {
  it('creates a category with a colour and lists it with its song count', async () => {
    const res = await createCategory({ name: 'Novedades', color: '#1F9D55' });
    expect(res.status).toBe(201);
    const created = await jsonBody<{ id: number; name: string }>(res);
    expect(created).toEqual({ id: expect.any(Number), name: 'Novedades' });
    const list = await jsonBody<Category[]>(await suite.api('/api/categories'));
    expect(list.find((c) => c.id === created.id)).toMatchObject({ name: 'Novedades', color: '#1f9d55', trackCount: 0 });
  });

  it('refuses a bad name, a bad colour and a name already taken, in Spanish, writing nothing', async () => {
    await newCategory('Clásicos');
    const before = (await jsonBody<Category[]>(await suite.api('/api/categories'))).length;
    const cases: Array<[unknown, number, RegExp]> = [
      [{}, 400, /nombre para la categoría/],
      [{ name: '   ' }, 400, /nombre para la categoría/],
      [{ name: 'x'.repeat(61) }, 400, /60 caracteres/],
      [{ name: 'Rojo', color: 'red' }, 400, /hexadecimal/],
      [{ name: 'clásicos' }, 409, /Ya existe una categoría/],
    ];
    for (const [body, status, message] of cases) {
      const res = await createCategory(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await errorBody(res)).message).toMatch(message);
    }
    expect((await jsonBody<Category[]>(await suite.api('/api/categories'))).length).toBe(before);
  });

  it('is for admins only', async () => {
    const anonymous = as(suite.station, undefined);
    expect((await anonymous('/api/categories')).status).toBe(401);
    expect((await anonymous('/api/categories', { method: 'POST', json: { name: 'Intrusa' } })).status).toBe(401);
  });

  it('sets a category’s own separation minutes, and null gives the station’s back', async () => {
    const id = await newCategory('Locales');
    const res = await suite.api(`/api/categories/${id}`, { method: 'PATCH', json: { artistMin: 20 } });
    expect(await jsonBody<Category>(res)).toMatchObject({ artistMin: 20, titleMin: null });
    const back = await suite.api(`/api/categories/${id}`, { method: 'PATCH', json: { artistMin: null } });
    expect(await jsonBody<Category>(back)).toMatchObject({ artistMin: null });
    const bad = await suite.api(`/api/categories/${id}`, { method: 'PATCH', json: { artistMin: -5 } });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).message).toMatch(/negativa/);
  });
});

describe('a song’s categories', () => {
  it('PATCH /api/tracks/:id sets them whole and GET /api/tracks?ids= returns them', async () => {
    const [rock, pop] = [await newCategory('Rock'), await newCategory('Pop')];
    const track = suite.addTrack('Marea');
    const res = await patchTrack(track.id, { categoryIds: [rock, pop, rock] });
    expect(res.status).toBe(200);
    expect((await jsonBody<Track>(res)).categoryIds?.sort()).toEqual([rock, pop].sort());
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
    expect((await errorBody(res)).message).toBe('La categoría 999999 no existe.');
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
    const selection = await jsonBody<{ ids: number[] }>(await suite.api('/api/tracks/selection?q=saxo'));
    expect(selection.ids.sort()).toEqual([a.id, b.id].sort());
    const res = await suite.api('/api/tracks/bulk-edit', {
      method: 'POST',
      json: { ids: selection.ids, changes: { addCategoryIds: [jazz] } },
    });
    expect(await jsonBody(res)).toEqual({ updated: 2 });
    const page = await jsonBody<TrackPage>(await suite.api(`/api/tracks?categoryId=${jazz}&sort=title`));
    expect(page.items.map((t) => t.title)).toEqual(['Saxo de medianoche', 'Saxo del alba']);
    expect(page.total).toBe(2);
    expect(page.items[0]?.categoryIds).toEqual([jazz]);
    const inJazz = await jsonBody<{ ids: number[] }>(await suite.api(`/api/tracks/selection?categoryId=${jazz}`));
    expect(inJazz.ids).not.toContain(other.id);
    await suite.api('/api/tracks/bulk-edit', {
      method: 'POST',
      json: { ids: [a.id], changes: { removeCategoryIds: [jazz] } },
    });
    expect((await byIds([a.id, b.id])).map((t) => t.categoryIds)).toEqual([[], [jazz]]);
    const unknown = await suite.api('/api/tracks/bulk-edit', {
      method: 'POST',
      json: { ids: [other.id], changes: { addCategoryIds: [999_998] } },
    });
    expect(unknown.status).toBe(400);
    expect((await byIds([other.id]))[0]?.categoryIds).toEqual([]);
  });

  it('a deleted song leaves its categories', async () => {
    const cat = await newCategory('Efímera');
    const track = suite.addTrack('Se va');
    await patchTrack(track.id, { categoryIds: [cat] });
    expect((await suite.api(`/api/tracks/${track.id}`, { method: 'DELETE' })).status).toBe(204);
    const list = await jsonBody<Category[]>(await suite.api('/api/categories'));
    expect(list.find((c) => c.id === cat)?.trackCount).toBe(0);
  });
});
