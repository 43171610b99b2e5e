import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview } from '../../../../../shared/schemas/admin/admin';
import type { Playlist } from '../../../../../shared/schemas/programming/playlists';
import type { Track, TrackKind } from '../../../../../shared/schemas/library/tracks';
import { createPlannerData } from '../../../programming/planner/planner-data';
import { errorBody, expectNothingLeft, jsonBody, multipart } from '../../../../../testing/station/admin-helpers';
import { createMediaFixtures, type MediaFixtures } from '../../../../../testing/station/media-fixtures';
import { programmingSuite } from '../../../../../testing/station/programming-suite';

const suite = programmingSuite();
let fx: MediaFixtures;
beforeAll(async () => {
  fx = await createMediaFixtures();
});
afterAll(() => fx?.cleanup());

const kindOf = (id: number): TrackKind | undefined => suite.station.context.repos.tracks.get(id)?.kind;
const publicIds = async () => (await jsonBody<Track[]>(await suite.station.fetch('/api/tracks'))).map((t) => t.id);
/** What the default rotation may play, through the module the playout reads. */
const rotation = () =>
  createPlannerData(suite.station.context.db, suite.station.context.repos, () => 'Europe/Madrid')
    .pool({ kind: 'library' })!
    .tracks.map((t) => t.id);

describe('a track gets its kind at upload', () => {
  const upload = (fields: Record<string, string>, frequency: number) =>
    fx.mp3(frequency).then((file) =>
      suite.api('/api/tracks', {
        method: 'POST',
        body: multipart(fields, [['audioFile', file, 'cuna.mp3', 'audio/mpeg']]),
      }),
    );

  it('is a song unless the form says otherwise', async () => {
    const res = await upload({ title: 'Canción sin tipo' }, 700);
    expect(res.status).toBe(201);
    const track = await jsonBody<Track>(res);
    expect(track.kind).toBe('music');
    expect(await publicIds()).toContain(track.id);
  });

  it('keeps an ad uploaded as a spot out of the public library and of the rotation', async () => {
    const res = await upload({ title: 'Oferta de pintura', artist: 'Ferretería Costa', kind: 'spot' }, 710);
    expect(res.status).toBe(201);
    const spot = await jsonBody<Track>(res);
    expect(spot.kind).toBe('spot');
    expect(kindOf(spot.id)).toBe('spot');
    expect(await publicIds()).not.toContain(spot.id);
    expect(rotation()).not.toContain(spot.id);
  });

  it('the dashboard counts songs as songs: a spot is named a spot in its activity and its own count', async () => {
    const before = await jsonBody<AdminOverview>(await suite.api('/api/admin/overview'));
    const res = await upload({ title: 'Rebajas de invierno', artist: 'Mercería Pilar', kind: 'spot' }, 730);
    expect(res.status).toBe(201);
    const overview = await jsonBody<AdminOverview>(await suite.api('/api/admin/overview'));
    expect(overview.counts.songs).toBe(before.counts.songs);
    expect(overview.counts.otherTracks?.spot).toBe((before.counts.otherTracks?.spot ?? 0) + 1);
    expect(overview.recentActivity[0]).toMatchObject({
      action: 'track.upload',
      detail: 'Cuña «Rebajas de invierno» de Mercería Pilar subida',
    });
  });

  it('refuses an unknown kind with a Spanish 400 and keeps neither row nor file', async () => {
    const file = await fx.mp3(720);
    const res = await expectNothingLeft(
      suite.station,
      () => suite.station.context.repos.tracks.count(),
      () =>
        suite.api('/api/tracks', {
          method: 'POST',
          body: multipart({ title: 'X', kind: 'anuncio' }, [['audioFile', file, 'x.mp3', 'audio/mpeg']]),
        }),
    );
    expect(res.status).toBe(400);
    expect(await errorBody(res)).toMatchObject({ field: 'kind', message: expect.stringMatching(/Tipo de pista/) });
  });
});

describe('an admin edits the kind', () => {
  it('one by one (PATCH) and in bulk; the public list and the rotation follow', async () => {
    const [a, b, c] = ['Uno', 'Dos', 'Tres'].map((title) => suite.addTrack(title).id) as [number, number, number];
    const patch = await suite.api(`/api/tracks/${a}`, { method: 'PATCH', json: { kind: 'jingle' } });
    expect(patch.status).toBe(200);
    expect((await jsonBody<Track>(patch)).kind).toBe('jingle');
    const bulk = await suite.api('/api/tracks/bulk-edit', {
      method: 'POST',
      json: { ids: [b, c], changes: { kind: 'show' } },
    });
    expect(await jsonBody(bulk)).toEqual({ updated: 2 });
    expect([kindOf(a), kindOf(b), kindOf(c)]).toEqual(['jingle', 'show', 'show']);
    const listed = await publicIds();
    const pool = rotation();
    for (const id of [a, b, c]) {
      expect(listed).not.toContain(id);
      expect(pool).not.toContain(id);
    }
    // Back to music: a song again everywhere.
    await suite.api('/api/tracks/bulk-edit', { method: 'POST', json: { ids: [a, b, c], changes: { kind: 'music' } } });
    expect(await publicIds()).toEqual(expect.arrayContaining([a, b, c]));
    expect(rotation()).toEqual(expect.arrayContaining([a, b, c]));
  });

  it('refuses a bad kind in an edit and changes nothing', async () => {
    const id = suite.addTrack('Cuatro').id;
    for (const res of [
      await suite.api(`/api/tracks/${id}`, { method: 'PATCH', json: { kind: 'publicidad' } }),
      await suite.api('/api/tracks/bulk-edit', {
        method: 'POST',
        json: { ids: [id], changes: { kind: 'publicidad' } },
      }),
    ]) {
      expect(res.status).toBe(400);
      expect((await errorBody(res)).message).toMatch(/Tipo de pista no válido/);
    }
    expect(kindOf(id)).toBe('music');
  });
});

describe('the lists that use a track set its kind', () => {
  it('a jingles list makes jingles (also a music list turned into one), leaving the list keeps the kind', async () => {
    const [x, y, z] = ['Careta', 'Ráfaga', 'Sintonía'].map((title) => suite.addTrack(title).id) as [
      number,
      number,
      number,
    ];
    const res = await suite.api('/api/playlists', {
      method: 'POST',
      json: { name: 'Caretas', kind: 'jingles', trackIds: [x, y] },
    });
    expect(res.status).toBe(201);
    const list = await jsonBody<Playlist>(res);
    expect([kindOf(x), kindOf(y), kindOf(z)]).toEqual(['jingle', 'jingle', 'music']);
    const music = await jsonBody<Playlist>(
      await suite.api('/api/playlists', { method: 'POST', json: { name: 'Tarde', kind: 'music', trackIds: [z] } }),
    );
    expect(kindOf(z)).toBe('music');
    await suite.api(`/api/playlists/${music.id}`, {
      method: 'PUT',
      json: { name: 'Tarde', kind: 'jingles', shuffle: true, trackIds: [z] },
    });
    expect(kindOf(z)).toBe('jingle');
    await suite.api(`/api/playlists/${list.id}`, {
      method: 'PUT',
      json: { name: 'Caretas', kind: 'jingles', shuffle: true, trackIds: [y] },
    });
    expect(kindOf(x)).toBe('jingle');
    expect(await publicIds()).not.toEqual(expect.arrayContaining([x]));
  });

  it("a campaign's spot becomes a spot, when created and when changed; other edits leave the admin's choice", async () => {
    const [first, second] = ['Cuña A', 'Cuña B'].map((title) => suite.addTrack(title, 20).id) as [number, number];
    const campaign = {
      advertiser: 'Ferretería Costa',
      title: 'Pintura',
      startDate: '2030-06-03',
      endDate: '2030-06-09',
      spots: 10,
      daypart: 'any',
    };
    const res = await suite.api('/api/campaigns', { method: 'POST', json: { ...campaign, spotTrackId: first } });
    expect(res.status).toBe(201);
    const { id } = await jsonBody<{ id: number }>(res);
    expect(kindOf(first)).toBe('spot');
    await suite.api(`/api/campaigns/${id}`, { method: 'PUT', json: { ...campaign, spotTrackId: second } });
    expect([kindOf(first), kindOf(second)]).toEqual(['spot', 'spot']);
    // The admin says the old one is a song after all; editing the campaign's dates does not undo that.
    await suite.api(`/api/tracks/${first}`, { method: 'PATCH', json: { kind: 'music' } });
    await suite.api(`/api/campaigns/${id}`, { method: 'PUT', json: { ...campaign, spots: 12, spotTrackId: second } });
    expect([kindOf(first), kindOf(second)]).toEqual(['music', 'spot']);
    expect(await publicIds()).not.toContain(second);
  });

  it("a programme's recording becomes a show", async () => {
    const [recorded, later] = ['Tertulia grabada', 'Reportaje'].map((title) => suite.addTrack(title, 3_600).id) as [
      number,
      number,
    ];
    const slot = { date: '2030-06-01', start: '20:00', end: '21:00', title: 'Tertulia', host: '', type: 'talk' };
    const res = await suite.api('/api/schedule/programs', { method: 'POST', json: { ...slot, showTrackId: recorded } });
    expect(res.status).toBe(201);
    expect(kindOf(recorded)).toBe('show');
    const { id } = await jsonBody<{ id: number }>(res);
    await suite.api(`/api/schedule/programs/${id}`, { method: 'PUT', json: { ...slot, showTrackId: later } });
    expect(kindOf(later)).toBe('show');
    expect(await publicIds()).not.toContain(recorded);
    expect(rotation()).not.toContain(later);
  });
});
