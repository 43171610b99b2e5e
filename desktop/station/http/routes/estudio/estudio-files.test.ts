import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../auth/passwords';
import { adminSuite, expectNothingLeft, multipart } from '../../../../../testing/station/admin-helpers';

const suite = adminSuite();
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const range = () => ({ from: day(Date.now() + 86_400_000), to: day(Date.now() + 16 * 86_400_000) });

/** Two presenters, each with a weekly recorded show, and the next two airings of each. */
async function presenters() {
  const users = suite.station.context.repos.users;
  const rosaId = users.create('rosa', await hashPassword('memoria-portbou'), 'presenter').id;
  const marcId = users.create('marc', await hashPassword('despertar-frontera'), 'presenter').id;
  const rosa = suite.client.as(await suite.station.login('rosa', 'memoria-portbou'));
  const marc = suite.client.as(await suite.station.login('marc', 'despertar-frontera'));
  const show = async (name: string, presenterId: number, weekday: number) => {
    const created = await suite.client.send('shows.create', {
      body: {
        name,
        kind: 'recorded',
        presenterIds: [presenterId],
        rules: [{ days: [weekday], start: '16:00', durationMin: 60 }],
      },
    });
    expect(created.status).toBe(201);
    const { id } = created.data!;
    const airings = await suite.client.call('shows.occurrences', { params: { id }, query: range() });
    return { id, starts: airings.map((o) => o.start).slice(0, 2) };
  };
  return { rosa, marc, mine: await show('Memoria de Portbou', rosaId, 6), theirs: await show('Despertar', marcId, 1) };
}

describe("a presenter attaches this week's file to their own recorded occurrences", () => {
  it('uploads a file, picks it again from their recordings, and is refused anything that is not theirs', async () => {
    const { rosa, marc, mine, theirs } = await presenters();
    const fileOf = (showId: number, start: string) => ({ id: showId, start });
    const audio = await suite.fx.mp3(440, 2);

    // Upload: the file becomes her recording and this airing's file.
    const uploaded = await rosa.send('estudio.uploadFile', {
      params: fileOf(mine.id, mine.starts[0]!),
      body: multipart({ title: 'Memoria, semana 1' }, [['audioFile', audio, 'semana1.mp3', 'audio/mpeg']]),
    });
    expect(uploaded.status).toBe(200);
    const first = uploaded.data!;
    expect(first.trackId).toEqual(expect.any(Number));
    const recordings = await rosa.call('estudio.recordings');
    expect(recordings).toMatchObject([{ id: first.trackId, title: 'Memoria, semana 1' }]);
    expect(await marc.call('estudio.recordings')).toEqual([]);

    // Pick: the same recording for the following week's airing; the admins' grid shows both.
    const picked = await rosa.send('estudio.attachFile', {
      params: fileOf(mine.id, mine.starts[1]!),
      body: { trackId: first.trackId },
    });
    expect(picked.status).toBe(200);
    const grid = await suite.client.call('shows.occurrences', { params: { id: mine.id }, query: range() });
    expect(grid.slice(0, 2).map((o) => o.trackId)).toEqual([first.trackId, first.trackId]);

    // Another presenter's airing: refused, and an upload to it stores nothing.
    const put = await rosa.send('estudio.attachFile', {
      params: fileOf(theirs.id, theirs.starts[0]!),
      body: { trackId: first.trackId },
    });
    expect(put.status).toBe(403);
    expect(put.error?.message).toBe('No presentas este programa.');
    const countTracks = () => suite.station.context.repos.tracks.count();
    const upload = await expectNothingLeft(suite.station, countTracks, () =>
      rosa.send('estudio.uploadFile', {
        params: fileOf(theirs.id, theirs.starts[0]!),
        body: multipart({}, [['audioFile', audio, 'x.mp3', 'audio/mpeg']]),
      }),
    );
    expect(upload.status).toBe(403);

    // Another presenter's recording on their own airing: refused too.
    const stolen = await marc.send('estudio.attachFile', {
      params: fileOf(theirs.id, theirs.starts[0]!),
      body: { trackId: first.trackId },
    });
    expect(stolen.status).toBe(403);
    expect(stolen.error?.message).toContain('no es tuya');

    // Nothing else of the airing is theirs to change.
    const more = await rosa.sendInvalid('estudio.attachFile', {
      params: fileOf(mine.id, mine.starts[0]!),
      body: { trackId: first.trackId, action: 'cancel' },
    });
    expect(more.status).toBe(400);
    const patch = await rosa.send('shows.editOccurrence', {
      params: fileOf(mine.id, mine.starts[0]!),
      body: { scope: 'one', action: 'cancel' },
    });
    expect(patch.status).toBe(403);
    expect(
      (await rosa.send('shows.occurrenceFile', { params: fileOf(mine.id, mine.starts[0]!), body: { trackId: null } }))
        .status,
    ).toBe(403);
  });
});
