import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';
import { ENQUIRY_LIMIT } from './enquiries';
import { apiClient } from '../../../../../testing/station/api-client';

let station: TestStation;
beforeAll(async () => {
  station = await startTestStation();
});
afterAll(() => station.close());

const valid = {
  name: 'Marta Puig',
  company: 'Bar del Port',
  email: 'marta@example.org',
  phone: '972 39 00 00',
  message: 'Queremos anunciar el festival de verano.',
};
const post = (body: unknown, contentType = 'application/json') =>
  apiClient(station).sendInvalid('enquiries.create', {
    rawBody: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': contentType },
  });

describe('POST /api/enquiries', () => {
  it('stores a valid enquiry, trimmed, and answers 201', async () => {
    const res = await post({ ...valid, name: '  Marta Puig  ' });
    expect(res.status).toBe(201);
    const { id } = res.data!;
    const stored = station.context.repos.enquiries.list().find((e) => e.id === id);
    expect(stored).toMatchObject({ ...valid, name: 'Marta Puig' });
  });

  it.each([
    ['name', { name: 'M' }, 'El nombre debe tener al menos 2 caracteres.'],
    ['company', { company: 'B' }, 'El nombre de la empresa debe tener al menos 2 caracteres.'],
    ['email', { email: 'no-es-un-email' }, 'Por favor introduce un email válido.'],
    ['phone', { phone: '12-34-56' }, 'El teléfono debe tener al menos 9 dígitos.'],
    ['message', { message: 'Hola' }, 'El mensaje debe tener al menos 10 caracteres.'],
  ])('rejects a bad %s with a Spanish 400 naming the field and stores nothing', async (field, patch, message) => {
    const before = station.context.repos.enquiries.list().length;
    const res = await post({ ...valid, ...patch });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ error: 'validation_failed', field, message });
    expect(station.context.repos.enquiries.list().length).toBe(before);
  });

  it('answers 400, not 500, to a missing or malformed body', async () => {
    expect((await post('', 'text/plain')).status).toBe(400);
    const broken = await post('{"name":', 'application/json');
    expect(broken.status).toBe(400);
    expect(broken.error?.message).toMatch(/JSON/);
  });
});

describe('enquiry rate limit', () => {
  it('answers a Spanish 429 once one address has stored too many; rejected attempts do not count', async () => {
    const fresh = await startTestStation();
    try {
      const send = (body: unknown = valid) => apiClient(fresh).sendInvalid('enquiries.create', { body });
      for (let i = 0; i <= ENQUIRY_LIMIT.max; i++) expect((await send({ ...valid, email: 'mal' })).status).toBe(400);
      for (let i = 0; i < ENQUIRY_LIMIT.max; i++) expect((await send()).status).toBe(201);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(limited.error).toMatchObject({
        error: 'too_many_requests',
        message: expect.stringMatching(/demasiadas solicitudes/i),
      });
      expect(fresh.context.repos.enquiries.list()).toHaveLength(ENQUIRY_LIMIT.max);
    } finally {
      await fresh.close();
    }
  });
});
