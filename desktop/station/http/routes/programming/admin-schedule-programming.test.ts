import { describe, expect, it } from 'vitest';
import type { ScheduledProgram } from '../../../../../shared/schemas/admin/admin';
import type { Playlist } from '../../../../../shared/schemas/programming/playlists';
import { errorBody, jsonBody } from '../../../../../testing/station/admin-helpers';
import { programmingSuite } from '../../../../../testing/station/programming-suite';

const suite = programmingSuite();
const slot = { date: '2026-06-01', start: '20:00', end: '21:00', title: 'Grabado', host: '', type: 'talk' };
const post = (json: unknown) => suite.api('/api/schedule/programs', { method: 'POST', json });
const rows = () =>
  (suite.station.context.db.prepare('SELECT COUNT(*) AS n FROM schedule_programs').get() as { n: number }).n;

describe('programmes that drive the air', () => {
  it('stores a programme’s playlist and recorded show, and asks the playout to re-plan on every write', async () => {
    const show = suite.addTrack('Programa de las 20h', 3_600);
    const list = await jsonBody<Playlist>(
      await suite.api('/api/playlists', {
        method: 'POST',
        json: { name: 'Noche', trackIds: [suite.addTrack('Tema').id] },
      }),
    );
    const before = suite.replans;
    const res = await post({ ...slot, playlistId: list.id, showTrackId: show.id });
    expect(res.status).toBe(201);
    const program = await jsonBody<ScheduledProgram>(res);
    expect(program).toMatchObject({ playlistId: list.id, showTrackId: show.id });
    expect(
      (await suite.api(`/api/schedule/programs/${program.id}`, { method: 'PUT', json: { ...slot, playlistId: null } }))
        .status,
    ).toBe(200);
    expect((await suite.api(`/api/schedule/programs/${program.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(suite.replans).toBe(before + 3);
  });

  it('accepts a live programme with a playlist and a slot until midnight', async () => {
    const list = await jsonBody<Playlist>(
      await suite.api('/api/playlists', { method: 'POST', json: { name: 'Si falta el directo' } }),
    );
    const res = await post({ ...slot, start: '22:00', end: '24:00', type: 'live', playlistId: list.id });
    expect(res.status).toBe(201);
    expect(await jsonBody<ScheduledProgram>(res)).toMatchObject({
      type: 'live',
      end: '24:00',
      playlistId: list.id,
      showTrackId: null,
    });
    const days = await jsonBody<Array<{ date: string; programs: Array<{ type: string }> }>>(
      await suite.station.fetch('/api/schedule'),
    );
    expect(days.find((d) => d.date === slot.date)?.programs.map((p) => p.type)).toContain('live');
  });

  it('refuses what could not air, naming the field, and writes nothing', async () => {
    const jingles = await jsonBody<Playlist>(
      await suite.api('/api/playlists', { method: 'POST', json: { name: 'Cortinillas', kind: 'jingles' } }),
    );
    const show = suite.addTrack('Grabación');
    const cases: Array<[unknown, string, RegExp]> = [
      [{ ...slot, playlistId: 99_999 }, 'playlistId', /no existe/],
      [{ ...slot, playlistId: jingles.id }, 'playlistId', /lista de música/],
      [{ ...slot, showTrackId: 99_999 }, 'showTrackId', /no existe/],
      [{ ...slot, type: 'live', showTrackId: show.id }, 'showTrackId', /directo/],
      [{ ...slot, playlistId: 'uno' }, 'playlistId', /identificador/],
      [{ ...slot, end: '24:30' }, 'end', /HH:MM/],
      [{ ...slot, type: 'concierto' }, 'type', /.+/],
    ];
    for (const [body, field, message] of cases) {
      const before = rows();
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = await errorBody(res);
      expect(error.field).toBe(field);
      expect(error.message).toMatch(message);
      expect(rows()).toBe(before);
    }
  });
});
