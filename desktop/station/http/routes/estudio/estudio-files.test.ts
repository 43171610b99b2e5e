import { describe, expect, it } from 'vitest';
import type { MyRecording } from '../../../../../shared/schemas/estudio/estudio';
import type { OccurrenceView } from '../../../../../shared/schemas/programming/show-occurrences';
import { hashPassword } from '../../../auth/passwords';
import {
  adminSuite,
  as,
  errorBody,
  expectNothingLeft,
  jsonBody,
  multipart,
} from '../../../../../testing/station/admin-helpers';

const suite = adminSuite();
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Two presenters, each with a weekly recorded show, and the next two airings of each. */
async function presenters() {
  const users = suite.station.context.repos.users;
  const rosaId = users.create('rosa', await hashPassword('memoria-portbou'), 'presenter').id;
  const marcId = users.create('marc', await hashPassword('despertar-frontera'), 'presenter').id;
  const rosa = as(suite.station, await suite.station.login('rosa', 'memoria-portbou'));
  const marc = as(suite.station, await suite.station.login('marc', 'despertar-frontera'));
  const show = async (name: string, presenterId: number, weekday: number) => {
    const created = await suite.api('/api/shows', {
      method: 'POST',
      json: {
        name,
        kind: 'recorded',
        presenterIds: [presenterId],
        rules: [{ days: [weekday], start: '16:00', durationMin: 60 }],
      },
    });
    expect(created.status).toBe(201);
    const { id } = await jsonBody<{ id: number }>(created);
    const range = `from=${day(Date.now() + 86_400_000)}&to=${day(Date.now() + 16 * 86_400_000)}`;
    const airings = await jsonBody<OccurrenceView[]>(await suite.api(`/api/shows/${id}/occurrences?${range}`));
    return { id, starts: airings.map((o) => o.start).slice(0, 2) };
  };
  return { rosa, marc, mine: await show('Memoria de Portbou', rosaId, 6), theirs: await show('Despertar', marcId, 1) };
}

describe("a presenter attaches this week's file to their own recorded occurrences", () => {
  it('uploads a file, picks it again from their recordings, and is refused anything that is not theirs', async () => {
    const { rosa, marc, mine, theirs } = await presenters();
    const fileOf = (showId: number, start: string) => `/api/me/shows/${showId}/occurrences/${start}/file`;
    const audio = await suite.fx.mp3(440, 2);

    // Upload: the file becomes her recording and this airing's file.
    const uploaded = await rosa(fileOf(mine.id, mine.starts[0]!), {
      method: 'POST',
      body: multipart({ title: 'Memoria, semana 1' }, [['audioFile', audio, 'semana1.mp3', 'audio/mpeg']]),
    });
    expect(uploaded.status).toBe(200);
    const first = await jsonBody<OccurrenceView>(uploaded);
    expect(first.trackId).toEqual(expect.any(Number));
    const recordings = await jsonBody<MyRecording[]>(await rosa('/api/me/recordings'));
    expect(recordings).toMatchObject([{ id: first.trackId, title: 'Memoria, semana 1' }]);
    expect(await jsonBody<MyRecording[]>(await marc('/api/me/recordings'))).toEqual([]);

    // Pick: the same recording for the following week's airing; the admins' grid shows both.
    const picked = await rosa(fileOf(mine.id, mine.starts[1]!), { method: 'PUT', json: { trackId: first.trackId } });
    expect(picked.status).toBe(200);
    const range = `from=${day(Date.now() + 86_400_000)}&to=${day(Date.now() + 16 * 86_400_000)}`;
    const grid = await jsonBody<OccurrenceView[]>(await suite.api(`/api/shows/${mine.id}/occurrences?${range}`));
    expect(grid.slice(0, 2).map((o) => o.trackId)).toEqual([first.trackId, first.trackId]);

    // Another presenter's airing: refused, and an upload to it stores nothing.
    const put = await rosa(fileOf(theirs.id, theirs.starts[0]!), { method: 'PUT', json: { trackId: first.trackId } });
    expect(put.status).toBe(403);
    expect((await errorBody(put)).message).toBe('No presentas este programa.');
    const countTracks = () => suite.station.context.repos.tracks.count();
    const upload = await expectNothingLeft(suite.station, countTracks, () =>
      rosa(fileOf(theirs.id, theirs.starts[0]!), {
        method: 'POST',
        body: multipart({}, [['audioFile', audio, 'x.mp3', 'audio/mpeg']]),
      }),
    );
    expect(upload.status).toBe(403);

    // Another presenter's recording on their own airing: refused too.
    const stolen = await marc(fileOf(theirs.id, theirs.starts[0]!), {
      method: 'PUT',
      json: { trackId: first.trackId },
    });
    expect(stolen.status).toBe(403);
    expect((await errorBody(stolen)).message).toContain('no es tuya');

    // Nothing else of the airing is theirs to change.
    const more = await rosa(fileOf(mine.id, mine.starts[0]!), {
      method: 'PUT',
      json: { trackId: first.trackId, action: 'cancel' },
    });
    expect(more.status).toBe(400);
    const patch = await rosa(`/api/shows/${mine.id}/occurrences/${mine.starts[0]}`, {
      method: 'PATCH',
      json: { scope: 'one', action: 'cancel' },
    });
    expect(patch.status).toBe(403);
    expect(
      (
        await rosa(`/api/shows/${mine.id}/occurrences/${mine.starts[0]}/file`, {
          method: 'PUT',
          json: { trackId: null },
        })
      ).status,
    ).toBe(403);
  });
});
