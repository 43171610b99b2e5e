import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledProgram } from '../../../../../shared/schemas/admin/admin';
import type { StreamingSource } from '../../../../../shared/schemas/broadcast/sources';
import type { ApiError } from '../../../../../shared/schemas/common/common';
import { nonAdminCookie, startAdminTestStation } from '../../../../../testing/station/admin-helpers';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';
import type { TestStation } from '../../../../../testing/station/test-station';

let station: TestStation;
let api: ApiClient;

beforeAll(async () => {
  station = await startAdminTestStation();
  api = apiClient(station, await station.login());
});
afterAll(() => station?.close());

const expect400 = (sent: { status: number; error?: ApiError }, field: string | undefined, message: string) => {
  expect(sent.status).toBe(400);
  expect(sent.error?.field).toBe(field);
  expect(sent.error?.message).toContain(message);
};

describe('streaming sources', () => {
  let source: StreamingSource;

  it('creates a source that the public list shows', async () => {
    const res = await api.send('sources.create', {
      body: { name: ' Radio amiga ', url: 'https://radio.example.org/live.mp3' },
    });
    expect(res.status).toBe(201);
    source = res.data!;
    expect(source).toEqual({
      id: expect.any(Number),
      name: 'Radio amiga',
      url: 'https://radio.example.org/live.mp3',
      isActive: true,
    });
    const listed = await api.as(undefined).call('streaming.sources');
    expect(listed).toContainEqual(source);
  });

  it('accepts a path on this station such as /stream', async () => {
    const res = await api.send('sources.create', { body: { name: 'Nuestra señal', url: '/stream', isActive: false } });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ url: '/stream', isActive: false });
  });

  it('deactivates, edits and deletes it', async () => {
    const off = await api.call('sources.update', { params: { id: source.id }, body: { isActive: false } });
    expect(off).toMatchObject({ id: source.id, isActive: false, name: 'Radio amiga' });
    const renamed = await api.call('sources.update', {
      params: { id: source.id },
      body: { name: 'Radio hermana', url: 'http://10.0.0.5:8000/a' },
    });
    expect(renamed).toMatchObject({
      name: 'Radio hermana',
      url: 'http://10.0.0.5:8000/a',
      isActive: false,
    });
    expect((await api.send('sources.delete', { params: { id: source.id } })).status).toBe(204);
    expect(station.context.repos.sources.get(source.id)).toBeUndefined();
    expect((await api.send('sources.delete', { params: { id: source.id } })).status).toBe(404);
    const actions = station.context.repos.audit.recent(4).map((e) => e.detail);
    expect(actions).toEqual([
      'Fuente «Radio hermana» eliminada',
      'Fuente «Radio hermana» editada',
      'Fuente «Radio amiga» desactivada',
      'Fuente «Nuestra señal» añadida (inactiva)',
    ]);
  });

  it('validates with a 400 naming the field', async () => {
    expect400(
      await api.sendInvalid('sources.create', { body: { url: 'https://a.example/s' } }),
      'name',
      'El nombre es requerido.',
    );
    expect400(
      await api.send('sources.create', { body: { name: 'X', url: 'javascript:alert(1)' } }),
      'url',
      'URL http(s) válida',
    );
    expect400(
      await api.sendInvalid('sources.create', { body: { name: 'X', url: 'https://a.example/s', isActive: 'yes' } }),
      'isActive',
      '',
    );
    expect400(
      await api.send('sources.update', { params: { id: 1 }, body: {} }),
      undefined,
      'Indica al menos un campo para actualizar.',
    );
    expect((await api.send('sources.update', { params: { id: 99999 }, body: { isActive: true } })).status).toBe(404);
  });

  it('treats a body that is not JSON as empty and names the first missing field', async () => {
    const res = await api.sendInvalid('sources.create', {
      headers: { 'Content-Type': 'text/plain' },
      rawBody: 'name=X',
    });
    expect400(res, 'name', 'El nombre es requerido.');
    const broken = await api.sendInvalid('sources.create', { rawBody: '{"name":' });
    expect(broken.status).toBe(400);
    expect(broken.error?.error).toBe('invalid_json');
  });
});

describe('schedule editing', () => {
  const slot = {
    date: '2025-06-01',
    start: '09:00',
    end: '11:00',
    title: 'Matinal',
    host: 'Nuria',
    type: 'talk' as const,
  };
  let program: ScheduledProgram;

  it('adds a programme that GET /api/schedule shows', async () => {
    const res = await api.send('schedule.create', { body: slot });
    expect(res.status).toBe(201);
    program = res.data!;
    expect(program).toEqual({
      id: expect.any(Number),
      ...slot,
      playlistId: null,
      showTrackId: null,
      relayUrl: null,
      repeatOf: null,
    });
    const days = await api.as(undefined).call('station.schedule');
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
    const res = await api.send('schedule.create', { body: { ...slot, start: '10:30', end: '12:00', title: 'Choque' } });
    expect(res.status).toBe(409);
    expect(res.error).toMatchObject({
      field: 'start',
      message: 'Ese horario se solapa con «Matinal» (09:00-11:00).',
    });
    const touching = await api.send('schedule.create', {
      body: { ...slot, start: '11:00', end: '12:00', title: 'Seguido' },
    });
    expect(touching.status).toBe(201);
  });

  it('replaces a programme (its own old slot does not count as overlap)', async () => {
    const res = await api.send('schedule.update', {
      params: { id: program.id },
      body: { ...slot, start: '08:00', end: '10:00', type: 'music' },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id: program.id,
      start: '08:00',
      end: '10:00',
      type: 'music',
      title: 'Matinal',
    });
    expect((await api.send('schedule.update', { params: { id: 99999 }, body: slot })).status).toBe(404);
  });

  it('names a day after the calendar unless its data names it (the demo keeps the spec "Saturdays")', async () => {
    const dayOf = async (date: string) =>
      (await api.as(undefined).call('station.schedule')).find((d) => d.date === date);
    const tuesday = await api.call('schedule.create', { body: { ...slot, date: '2025-07-01' } });
    expect(await dayOf('2025-07-01')).toMatchObject({ day: 1, weekday: 'Martes' });
    const named = station.context.repos.schedule.create({ ...slot, date: '2025-06-29', type: 'music' }, 'Sábado');
    expect(await dayOf('2025-06-29')).toMatchObject({ day: 29, weekday: 'Sábado' });
    // Moved to another date, the programme no longer carries the old day's name.
    expect(
      (await api.send('schedule.update', { params: { id: named }, body: { ...slot, date: '2025-07-02' } })).status,
    ).toBe(200);
    expect(await dayOf('2025-07-02')).toMatchObject({ day: 2, weekday: 'Miércoles' });
    for (const id of [tuesday.id, named])
      expect((await api.send('schedule.delete', { params: { id } })).status).toBe(204);
  });

  it('validates with a 400 naming the field', async () => {
    expect400(
      await api.sendInvalid('schedule.create', { body: { ...slot, start: '25:00' } }),
      'start',
      'La hora debe tener el formato HH:MM.',
    );
    expect400(
      await api.sendInvalid('schedule.create', { body: { ...slot, start: '12:00', end: '11:00' } }),
      'end',
      'La hora de fin debe ser posterior a la de inicio.',
    );
    expect400(await api.sendInvalid('schedule.create', { body: { ...slot, date: '1/6/2025' } }), 'date', 'AAAA-MM-DD');
    expect400(
      await api.sendInvalid('schedule.create', { body: { ...slot, title: ' ' } }),
      'title',
      'El título es requerido.',
    );
    expect400(await api.sendInvalid('schedule.create', { body: { ...slot, type: 'news' } }), 'type', '');
  });

  it('deletes a programme', async () => {
    expect((await api.send('schedule.delete', { params: { id: program.id } })).status).toBe(204);
    expect(station.context.repos.schedule.get(program.id)).toBeUndefined();
    expect((await api.send('schedule.delete', { params: { id: program.id } })).status).toBe(404);
    expect(station.context.repos.audit.recent(1)[0]).toMatchObject({
      action: 'schedule.delete',
      detail: 'Programa «Matinal» el 2025-06-01 de 08:00 a 10:00 eliminado',
    });
  });
});

describe('dashboard reads', () => {
  it('counts the real library and lists recent activity, newest first', async () => {
    await nonAdminCookie(station, 'oyente');
    const res = await api.send('admin.overview');
    expect(res.status).toBe(200);
    const overview = res.data!;
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
    const list = await api.call('enquiries.list');
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
