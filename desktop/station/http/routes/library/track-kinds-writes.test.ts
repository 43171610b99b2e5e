import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Track, TrackKind } from '../../../../../shared/schemas/library/tracks';
import { createPlannerData } from '../../../programming/planner/planner-data';
import { expectNothingLeft, multipart } from '../../../../../testing/station/admin-helpers';
import { createMediaFixtures, type MediaFixtures } from '../../../../../testing/station/media-fixtures';
import { programmingSuite } from '../../../../../testing/station/programming-suite';
import { apiClient } from '../../../../../testing/station/api-client';

const suite = programmingSuite();
let fx: MediaFixtures;
beforeAll(async () => {
  fx = await createMediaFixtures();
});
afterAll(() => fx?.cleanup());

const kindOf = (id: number): TrackKind | undefined => suite.station.context.repos.tracks.get(id)?.kind;
const publicIds = async () => ((await apiClient(suite.station).call('tracks.list')) as Track[]).map((t) => t.id);
/** What the default rotation may play, through the module the playout reads. */
const rotation = () =>
  createPlannerData(suite.station.context.db, suite.station.context.repos, () => 'Europe/Madrid')
    .pool({ kind: 'library' })!
    .tracks.map((t) => t.id);

describe('a track gets its kind at upload', () => {
  const upload = (fields: Record<string, string>, frequency: number) =>
    fx.mp3(frequency).then((file) =>
      suite.client.send('tracks.upload', {
        body: multipart(fields, [['audioFile', file, 'cuna.mp3', 'audio/mpeg']]),
      }),
    );

  it('is a song unless the form says otherwise', async () => {
    const res = await upload({ title: 'Canción sin tipo' }, 700);
    expect(res.status).toBe(201);
    const track = res.data!;
    expect(track.kind).toBe('music');
    expect(await publicIds()).toContain(track.id);
  });

  it('keeps an ad uploaded as a spot out of the public library and of the rotation', async () => {
    const res = await upload({ title: 'Oferta de pintura', artist: 'Ferretería Costa', kind: 'spot' }, 710);
    expect(res.status).toBe(201);
    const spot = res.data!;
    expect(spot.kind).toBe('spot');
    expect(kindOf(spot.id)).toBe('spot');
    expect(await publicIds()).not.toContain(spot.id);
    expect(rotation()).not.toContain(spot.id);
  });

  it('the dashboard counts songs as songs: a spot is named a spot in its activity and its own count', async () => {
    const before = await suite.client.call('admin.overview');
    const res = await upload({ title: 'Rebajas de invierno', artist: 'Mercería Pilar', kind: 'spot' }, 730);
    expect(res.status).toBe(201);
    const overview = await suite.client.call('admin.overview');
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
        suite.client.send('tracks.upload', {
          body: multipart({ title: 'X', kind: 'anuncio' }, [['audioFile', file, 'x.mp3', 'audio/mpeg']]),
        }),
    );
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ field: 'kind', message: expect.stringMatching(/Tipo de pista/) });
  });
});

describe('an admin edits the kind', () => {
  it('one by one (PATCH) and in bulk; the public list and the rotation follow', async () => {
    const [a, b, c] = ['Uno', 'Dos', 'Tres'].map((title) => suite.addTrack(title).id) as [number, number, number];
    const patch = await suite.client.send('tracks.update', { params: { id: a }, body: { kind: 'jingle' } });
    expect(patch.status).toBe(200);
    expect(patch.data!.kind).toBe('jingle');
    const bulk = await suite.client.send('tracks.bulkEdit', { body: { ids: [b, c], changes: { kind: 'show' } } });
    expect(bulk.data!).toEqual({ updated: 2 });
    expect([kindOf(a), kindOf(b), kindOf(c)]).toEqual(['jingle', 'show', 'show']);
    const listed = await publicIds();
    const pool = rotation();
    for (const id of [a, b, c]) {
      expect(listed).not.toContain(id);
      expect(pool).not.toContain(id);
    }
    // Back to music: a song again everywhere.
    await suite.client.send('tracks.bulkEdit', { body: { ids: [a, b, c], changes: { kind: 'music' } } });
    expect(await publicIds()).toEqual(expect.arrayContaining([a, b, c]));
    expect(rotation()).toEqual(expect.arrayContaining([a, b, c]));
  });

  it('refuses a bad kind in an edit and changes nothing', async () => {
    const id = suite.addTrack('Cuatro').id;
    for (const res of [
      await suite.client.sendInvalid('tracks.update', { params: { id }, body: { kind: 'publicidad' } }),
      await suite.client.sendInvalid('tracks.bulkEdit', { body: { ids: [id], changes: { kind: 'publicidad' } } }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.error?.message).toMatch(/Tipo de pista no válido/);
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
    const res = await suite.client.send('playlists.create', {
      body: { name: 'Caretas', kind: 'jingles', trackIds: [x, y] },
    });
    expect(res.status).toBe(201);
    const list = res.data!;
    expect([kindOf(x), kindOf(y), kindOf(z)]).toEqual(['jingle', 'jingle', 'music']);
    const music = await suite.client.call('playlists.create', {
      body: { name: 'Tarde', kind: 'music', trackIds: [z] },
    });
    expect(kindOf(z)).toBe('music');
    await suite.client.send('playlists.update', {
      params: { id: music.id },
      body: { name: 'Tarde', kind: 'jingles', shuffle: true, trackIds: [z] },
    });
    expect(kindOf(z)).toBe('jingle');
    await suite.client.send('playlists.update', {
      params: { id: list.id },
      body: { name: 'Caretas', kind: 'jingles', shuffle: true, trackIds: [y] },
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
    const res = await suite.client.sendInvalid('campaigns.create', { body: { ...campaign, spotTrackId: first } });
    expect(res.status).toBe(201);
    const { id } = res.data!;
    expect(kindOf(first)).toBe('spot');
    await suite.client.sendInvalid('campaigns.update', { params: { id }, body: { ...campaign, spotTrackId: second } });
    expect([kindOf(first), kindOf(second)]).toEqual(['spot', 'spot']);
    // The admin says the old one is a song after all; editing the campaign's dates does not undo that.
    await suite.client.send('tracks.update', { params: { id: first }, body: { kind: 'music' } });
    await suite.client.sendInvalid('campaigns.update', {
      params: { id },
      body: { ...campaign, spots: 12, spotTrackId: second },
    });
    expect([kindOf(first), kindOf(second)]).toEqual(['music', 'spot']);
    expect(await publicIds()).not.toContain(second);
  });

  it("a programme's recording becomes a show", async () => {
    const [recorded, later] = ['Tertulia grabada', 'Reportaje'].map((title) => suite.addTrack(title, 3_600).id) as [
      number,
      number,
    ];
    const slot = { date: '2030-06-01', start: '20:00', end: '21:00', title: 'Tertulia', host: '', type: 'talk' };
    const res = await suite.client.sendInvalid('schedule.create', { body: { ...slot, showTrackId: recorded } });
    expect(res.status).toBe(201);
    expect(kindOf(recorded)).toBe('show');
    const { id } = res.data!;
    await suite.client.sendInvalid('schedule.update', { params: { id }, body: { ...slot, showTrackId: later } });
    expect(kindOf(later)).toBe('show');
    expect(await publicIds()).not.toContain(recorded);
    expect(rotation()).not.toContain(later);
  });
});
