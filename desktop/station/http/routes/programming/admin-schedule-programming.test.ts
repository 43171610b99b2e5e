import { describe, expect, it } from 'vitest';
import { programmingSuite } from '../../../../../testing/station/programming-suite';
import { apiClient } from '../../../../../testing/station/api-client';

const suite = programmingSuite();
const slot = { date: '2026-06-01', start: '20:00', end: '21:00', title: 'Grabado', host: '', type: 'talk' };
const post = (json: unknown) => suite.client.sendInvalid('schedule.create', { body: json });
const rows = () =>
  (suite.station.context.db.prepare('SELECT COUNT(*) AS n FROM schedule_programs').get() as { n: number }).n;

describe('programmes that drive the air', () => {
  it('stores a programme’s playlist and recorded show, and asks the playout to re-plan on every write', async () => {
    const show = suite.addTrack('Programa de las 20h', 3_600);
    const list = await suite.client.call('playlists.create', {
      body: { name: 'Noche', trackIds: [suite.addTrack('Tema').id] },
    });
    const before = suite.replans;
    const res = await post({ ...slot, playlistId: list.id, showTrackId: show.id });
    expect(res.status).toBe(201);
    const program = res.data!;
    expect(program).toMatchObject({ playlistId: list.id, showTrackId: show.id });
    expect(
      (
        await suite.client.sendInvalid('schedule.update', {
          params: { id: program.id },
          body: { ...slot, playlistId: null },
        })
      ).status,
    ).toBe(200);
    expect((await suite.client.send('schedule.delete', { params: { id: program.id } })).status).toBe(204);
    expect(suite.replans).toBe(before + 3);
  });

  it('accepts a live programme with a playlist and a slot until midnight', async () => {
    const list = await suite.client.call('playlists.create', { body: { name: 'Si falta el directo' } });
    const res = await post({ ...slot, start: '22:00', end: '24:00', type: 'live', playlistId: list.id });
    expect(res.status).toBe(201);
    expect(res.data!).toMatchObject({
      type: 'live',
      end: '24:00',
      playlistId: list.id,
      showTrackId: null,
    });
    const days = await apiClient(suite.station).call('station.schedule');
    expect(days.find((d) => d.date === slot.date)?.programs.map((p) => p.type)).toContain('live');
  });

  it('refuses what could not air, naming the field, and writes nothing', async () => {
    const jingles = await suite.client.call('playlists.create', { body: { name: 'Cortinillas', kind: 'jingles' } });
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
      const error = res.error!;
      expect(error.field).toBe(field);
      expect(error.message).toMatch(message);
      expect(rows()).toBe(before);
    }
  });
});
