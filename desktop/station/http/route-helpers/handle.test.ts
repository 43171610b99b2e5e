import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../../shared/schemas/common/common';
import { silentLogger } from '../../core/log';
import { errorHandler } from '../errors/errors';
import { validateRequest } from '../middleware/validate-request';
import { handle } from './handle';

/**
 * The typed registration on its own: a router that registers table routes by name behind the real middleware
 * and error handler, with answers checked as test stations check them.
 */
let base: string;
let server: ReturnType<express.Express['listen']>;
const seen: unknown[] = [];

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.use((_req, res, next) => {
    res.locals.checkResponses = true;
    next();
  });
  app.use(validateRequest);
  const router = express.Router();
  handle(router, 'enquiries.create', ({ body, res }) => {
    seen.push(body);
    res.status(201).json({ id: 7 });
  });
  handle(router, 'podcasts.get', ({ params, res }) => {
    seen.push(params);
    // Not a podcast: the title is missing and the id is text.
    res.json({ id: String(params.id), slug: 'x' });
  });
  handle(router, 'station.team', ({ res }) => res.json([]));
  app.use(router);
  app.use(errorHandler(silentLogger));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const ENQUIRY = {
  name: 'Ana',
  company: 'Radio Nord',
  email: 'ana@example.org',
  phone: '600 000 000',
  message: 'Hola, quiero anunciarme.',
};

describe('handle: a route registered from the API table by name', () => {
  it("answers at the table's method and path, with the input the middleware read (its output, not the raw body)", async () => {
    seen.length = 0;
    const res = await fetch(`${base}/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ENQUIRY, name: '  Ana  ', extra: 'ignored' }),
    });
    expect(res.status).toBe(201);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ email: 'ana@example.org' });
    expect(seen[0]).not.toHaveProperty('extra');
    expect((await fetch(`${base}/enquiries`)).status).toBe(404);
  });

  it('hands path parameters parsed with the schema (numbers), and refuses a bad one with a typed 400', async () => {
    seen.length = 0;
    const bad = await fetch(`${base}/podcasts/0x1`);
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(await bad.json())).toMatchObject({ error: 'validation_failed', field: 'id' });
    expect(seen).toEqual([]);
  });

  it('fails an answer its response schema refuses, naming the route and each field at fault', async () => {
    seen.length = 0;
    const res = await fetch(`${base}/podcasts/12`);
    expect(seen).toEqual([{ id: 12 }]);
    expect(res.status).toBe(500);
    const body = apiErrorSchema.parse(await res.json());
    expect(body.error).toBe('response_mismatch');
    expect(body.message).toContain('podcasts.get');
    expect(body.message).toContain('id:');
    expect(body.message).toContain('title:');
  });

  it('lets an answer that matches its schema through unchanged', async () => {
    const res = await fetch(`${base}/team`);
    expect([res.status, await res.json()]).toEqual([200, []]);
  });
});
