import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview, EnquiryRecord, ScheduledProgram } from '../../../../../shared/schemas/admin/admin';
import type { StreamingSource } from '../../../../../shared/schemas/broadcast/sources';
import type { ScheduleDay } from '../../../../../shared/schemas/programming/station';
import {
  as,
  errorBody,
  jsonBody,
  nonAdminCookie,
  startAdminTestStation,
} from '../../../../../testing/station/admin-helpers';
import type { TestStation } from '../../../../../testing/station/test-station';

let station: TestStation;
let api: ReturnType<typeof as>;

beforeAll(async () => {
  station = await startAdminTestStation();
  api = as(station, await station.login());
});
afterAll(() => station?.close());

const expect400 = async (res: Response, field: string | undefined, message: string) => {
  expect(res.status).toBe(400);
  const error = await errorBody(res);
  expect(error.field).toBe(field);
  expect(error.message).toContain(message);
};

describe('streaming sources', () => {
  let source: StreamingSource;

  it('creates a source that the public list shows', async () => {
    const res = await api('/api/streaming/sources', {
      method: 'POST',
      json: { name: ' Radio amiga ', url: 'https://radio.example.org/live.mp3' },
    });
    expect(res.status).toBe(201);
    source = await jsonBody<StreamingSource>(res);
    expect(source).toEqual({
      id: expect.any(Number),
      name: 'Radio amiga',
      url: 'https://radio.example.org/live.mp3',
      isActive: true,
    });
    const listed = await jsonBody<StreamingSource[]>(await station.fetch('/api/streaming/sources'));
    expect(listed).toContainEqual(source);
  });

  it('accepts a path on this station such as /stream', async () => {
    const res = await api('/api/streaming/sources', {
      method: 'POST',
      json: { name: 'Nuestra señal', url: '/stream', isActive: false },
    });
    expect(res.status).toBe(201);
    expect(await jsonBody<StreamingSource>(res)).toMatchObject({ url: '/stream', isActive: false });
  });

  it('deactivates, edits and deletes it', async () => {
    const off = await api(`/api/streaming/sources/${source.id}`, { method: 'PATCH', json: { isActive: false } });
    expect(await jsonBody<StreamingSource>(off)).toMatchObject({ id: source.id, isActive: false, name: 'Radio amiga' });
    const renamed = await api(`/api/streaming/sources/${source.id}`, {
      method: 'PATCH',
      json: { name: 'Radio hermana', url: 'http://10.0.0.5:8000/a' },
    });
    expect(await jsonBody<StreamingSource>(renamed)).toMatchObject({
      name: 'Radio hermana',
      url: 'http://10.0.0.5:8000/a',
      isActive: false,
    });
    expect((await api(`/api/streaming/sources/${source.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(station.context.repos.sources.get(source.id)).toBeUndefined();
    expect((await api(`/api/streaming/sources/${source.id}`, { method: 'DELETE' })).status).toBe(404);
    const actions = station.context.repos.audit.recent(4).map((e) => e.detail);
    expect(actions).toEqual([
      'Fuente «Radio hermana» eliminada',
      'Fuente «Radio hermana» editada',
      'Fuente «Radio amiga» desactivada',
      'Fuente «Nuestra señal» añadida (inactiva)',
    ]);
  });

  it('validates with a 400 naming the field', async () => {
    await expect400(
      await api('/api/streaming/sources', { method: 'POST', json: { url: 'https://a.example/s' } }),
      'name',
      'El nombre es requerido.',
    );
    await expect400(
      await api('/api/streaming/sources', { method: 'POST', json: { name: 'X', url: 'javascript:alert(1)' } }),
      'url',
      'URL http(s) válida',
    );
    await expect400(
      await api('/api/streaming/sources', {
        method: 'POST',
        json: { name: 'X', url: 'https://a.example/s', isActive: 'yes' },
      }),
      'isActive',
      '',
    );
    await expect400(
      await api('/api/streaming/sources/1', { method: 'PATCH', json: {} }),
      undefined,
      'Indica al menos un campo para actualizar.',
    );
    expect((await api('/api/streaming/sources/99999', { method: 'PATCH', json: { isActive: true } })).status).toBe(404);
  });

  it('treats a body that is not JSON as empty and names the first missing field', async () => {
    const res = await api('/api/streaming/sources', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'name=X',
    });
    await expect400(res, 'name', 'El nombre es requerido.');
    const broken = await api('/api/streaming/sources', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(broken.status).toBe(400);
    expect((await errorBody(broken)).error).toBe('invalid_json');
  });
});

describe('schedule editing', () => {
  const slot = { date: '2025-06-01', start: '09:00', end: '11:00', title: 'Matinal', host: 'Nuria', type: 'talk' };
  let program: ScheduledProgram;

  it('adds a programme that GET /api/schedule shows', async () => {
    const res = await api('/api/schedule/programs', { method: 'POST', json: slot });
    expect(res.status).toBe(201);
    program = await jsonBody<ScheduledProgram>(res);
    expect(program).toEqual({
      id: expect.any(Number),
      ...slot,
      playlistId: null,
      showTrackId: null,
      relayUrl: null,
      repeatOf: null,
    });
    const days = await jsonBody<ScheduleDay[]>(await station.fetch('/api/schedule'));
    expect(days.find((d) => d.date === '2025-06-01')?.programs).toContainEqual({
      id: program.id,
      start: '09:00',
      end: '11:00',
      title: 'Matinal',
      host: 'Nuria',
      type: 'talk',
      playlistId: null,
      showTrackId: null,
    });
  });

  it('refuses a programme overlapping another on the same day', async () => {
    const res = await api('/api/schedule/programs', {
      method: 'POST',
      json: { ...slot, start: '10:30', end: '12:00', title: 'Choque' },
    });
    expect(res.status).toBe(409);
    expect(await errorBody(res)).toMatchObject({
      field: 'start',
      message: 'Ese horario se solapa con «Matinal» (09:00-11:00).',
    });
    const touching = await api('/api/schedule/programs', {
      method: 'POST',
      json: { ...slot, start: '11:00', end: '12:00', title: 'Seguido' },
    });
    expect(touching.status).toBe(201);
  });

  it('replaces a programme (its own old slot does not count as overlap)', async () => {
    const res = await api(`/api/schedule/programs/${program.id}`, {
      method: 'PUT',
      json: { ...slot, start: '08:00', end: '10:00', type: 'music' },
    });
    expect(res.status).toBe(200);
    expect(await jsonBody<ScheduledProgram>(res)).toMatchObject({
      id: program.id,
      start: '08:00',
      end: '10:00',
      type: 'music',
      title: 'Matinal',
    });
    expect((await api('/api/schedule/programs/99999', { method: 'PUT', json: slot })).status).toBe(404);
  });

  it('names a day after the calendar unless its data names it (the demo keeps the spec "Saturdays")', async () => {
    const dayOf = async (date: string) =>
      (await jsonBody<ScheduleDay[]>(await station.fetch('/api/schedule'))).find((d) => d.date === date);
    const tuesday = await jsonBody<ScheduledProgram>(
      await api('/api/schedule/programs', { method: 'POST', json: { ...slot, date: '2025-07-01' } }),
    );
    expect(await dayOf('2025-07-01')).toMatchObject({ day: 1, weekday: 'Martes' });
    const named = station.context.repos.schedule.create({ ...slot, date: '2025-06-29', type: 'music' }, 'Sábado');
    expect(await dayOf('2025-06-29')).toMatchObject({ day: 29, weekday: 'Sábado' });
    // Moved to another date, the programme no longer carries the old day's name.
    expect(
      (await api(`/api/schedule/programs/${named}`, { method: 'PUT', json: { ...slot, date: '2025-07-02' } })).status,
    ).toBe(200);
    expect(await dayOf('2025-07-02')).toMatchObject({ day: 2, weekday: 'Miércoles' });
    for (const id of [tuesday.id, named])
      expect((await api(`/api/schedule/programs/${id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('validates with a 400 naming the field', async () => {
    await expect400(
      await api('/api/schedule/programs', { method: 'POST', json: { ...slot, start: '25:00' } }),
      'start',
      'La hora debe tener el formato HH:MM.',
    );
    await expect400(
      await api('/api/schedule/programs', { method: 'POST', json: { ...slot, start: '12:00', end: '11:00' } }),
      'end',
      'La hora de fin debe ser posterior a la de inicio.',
    );
    await expect400(
      await api('/api/schedule/programs', { method: 'POST', json: { ...slot, date: '1/6/2025' } }),
      'date',
      'AAAA-MM-DD',
    );
    await expect400(
      await api('/api/schedule/programs', { method: 'POST', json: { ...slot, title: ' ' } }),
      'title',
      'El título es requerido.',
    );
    await expect400(
      await api('/api/schedule/programs', { method: 'POST', json: { ...slot, type: 'news' } }),
      'type',
      '',
    );
  });

  it('deletes a programme', async () => {
    expect((await api(`/api/schedule/programs/${program.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(station.context.repos.schedule.get(program.id)).toBeUndefined();
    expect((await api(`/api/schedule/programs/${program.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(station.context.repos.audit.recent(1)[0]).toMatchObject({
      action: 'schedule.delete',
      detail: 'Programa «Matinal» el 2025-06-01 de 08:00 a 10:00 eliminado',
    });
  });
});

describe('dashboard reads', () => {
  it('counts the real library and lists recent activity, newest first', async () => {
    await nonAdminCookie(station, 'oyente');
    const res = await api('/api/admin/overview');
    expect(res.status).toBe(200);
    const overview = await jsonBody<AdminOverview>(res);
    const { repos } = station.context;
    expect(overview.counts).toEqual({
      songs: 0,
      otherTracks: { jingle: 0, spot: 0, show: 0 },
      images: 0,
      sources: repos.sources.count(),
      users: 2,
    });
    expect(overview.counts.sources).toBeGreaterThan(0);
    expect(overview.recentActivity[0]).toMatchObject({ action: 'login', username: 'oyente' });
    expect(overview.recentActivity.map((e) => e.action)).toContain('schedule.delete');
    expect(overview.recentActivity.length).toBeLessThanOrEqual(20);
  });

  it('lists contact-form enquiries, newest first', async () => {
    const { enquiries } = station.context.repos;
    enquiries.create({
      name: 'Ana',
      company: 'Forn Ana',
      email: 'ana@example.org',
      phone: '972 000 001',
      message: 'Queremos anunciar el pan.',
    });
    enquiries.create({
      name: 'Pau',
      company: 'Bar Pau',
      email: 'pau@example.org',
      phone: '972 000 002',
      message: 'Patrocinio del programa.',
    });
    const list = await jsonBody<EnquiryRecord[]>(await api('/api/admin/enquiries'));
    expect(list.map((e) => e.name)).toEqual(['Pau', 'Ana']);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: 'Pau',
      company: 'Bar Pau',
      email: 'pau@example.org',
      phone: '972 000 002',
      message: 'Patrocinio del programa.',
      createdAt: expect.any(String),
      status: 'new',
      handledAt: null,
    });
  });
});
