import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, matchRoute } from '../../../shared/api/index';
import { registeredRoutes } from '../../../testing/station/registered-routes';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';
import { createApp } from './app';
import { errorHandler } from './errors/errors';
import { API_GROUPS } from './api-groups';
import { validateRequest } from './middleware/validate-request';
import { silentLogger } from '../core/log';

let station: TestStation;
beforeAll(async () => {
  station = await startTestStation();
}, 60_000);
afterAll(() => station?.close());

// Literal URL: the table's own entries under the prefix the app mounts them at, to compare with what the server registered.
const tableRoutes = () => Object.values(API_ROUTES).map((route) => `${route.method} /api${route.path}`);

describe('the API table (shared/api) and the server', () => {
  it('list the same routes: one the server registers is in the table, and one in the table is registered', () => {
    // Literal URL: the prefix the app mounts the table at, where the server's routes are read.
    const server = registeredRoutes(createApp(station.context, API_GROUPS), '/api/')
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.path}`);
    expect(new Set(server).size).toBe(server.length);
    expect([...server].sort()).toEqual([...tableRoutes()].sort());
  });

  it('every path of the table reaches its own entry, a literal segment before a parameter', () => {
    for (const [name, route] of Object.entries(API_ROUTES)) {
      const path = route.path.replace(/:\w+/g, '7');
      expect(matchRoute(route.method, path)?.name, `${route.method} ${path}`).toBe(name);
    }
    expect(matchRoute('GET', '/tracks/recent')?.name).toBe('tracks.recent');
    expect(matchRoute('PUT', '/relays/settings')?.name).toBe('relays.updateSettings');
    expect(matchRoute('GET', '/nothing/here')).toBeUndefined();
  });

  it('says who may call each route as the server does: an admin route answers 401 without a session', async () => {
    const refused: string[] = [];
    for (const route of Object.values(API_ROUTES)) {
      if (route.access === 'public') continue;
      // Literal URL: every route of the table reached with a placeholder for each parameter, whatever its schema.
      const res = await station.fetch(`/api${route.path.replace(/:\w+/g, '1')}`, { method: route.method });
      await res.body?.cancel();
      if (res.status !== 401) refused.push(`${route.method} ${route.path}: ${res.status}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('request validation from the table', () => {
  let base: string;
  let server: ReturnType<express.Express['listen']>;
  const reached: string[] = [];
  beforeAll(async () => {
    // The middleware alone before routes that check nothing themselves: what is refused, it refused.
    const app = express();
    app.use(express.json());
    app.use((req, res, next) => {
      if (req.get('x-test-admin'))
        res.locals.user = {
          id: 1,
          username: 'admin',
          displayName: 'admin',
          isAdmin: true,
          role: 'admin',
        };
      next();
    });
    app.use(validateRequest);
    const answer = (name: string, status: number) => (_req: express.Request, res: express.Response) => {
      reached.push(name);
      res.status(status).json({});
    };
    app.post('/enquiries', answer('enquiry', 201));
    app.put('/playlists/:id', answer('playlist', 200));
    app.get('/campaigns/:id/airings', answer('airings', 200));
    app.use(errorHandler(silentLogger));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const send = (method: string, path: string, body?: unknown, admin = false) =>
    fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(admin ? { 'x-test-admin': '1' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const ENQUIRY = {
    name: 'Ana',
    company: 'Radio Nord',
    email: 'ana@example.org',
    phone: '600 000 000',
    message: 'Hola, quiero anunciarme.',
  };

  it("answers 400 with the schema's Spanish message and the field before the route runs", async () => {
    reached.length = 0;
    const res = await send('POST', '/enquiries', { ...ENQUIRY, email: 'no es un correo' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'validation_failed',
      message: 'Por favor introduce un email válido.',
      field: 'email',
    });
    expect(reached).toEqual([]);
  });

  it('reads path parameters and the query with the table too', async () => {
    reached.length = 0;
    const params = await send('PUT', '/playlists/0x10', { name: 'Noche', kind: 'music', trackIds: [] }, true);
    expect(params.status).toBe(400);
    expect(((await params.json()) as { field: string }).field).toBe('id');
    const query = await send('GET', '/campaigns/3/airings?limit=9999', undefined, true);
    expect(query.status).toBe(400);
    expect(((await query.json()) as { message: string }).message).toBe('El límite debe estar entre 1 y 200.');
    expect(reached).toEqual([]);
  });

  it('lets valid requests through, and leaves a caller without the right session to the route', async () => {
    reached.length = 0;
    expect((await send('POST', '/enquiries', ENQUIRY)).status).toBe(201);
    expect((await send('GET', '/campaigns/3/airings?limit=5', undefined, true)).status).toBe(200);
    // Not an admin: the route's own requireAdmin (absent here) decides, so the bad id is not judged.
    expect((await send('PUT', '/playlists/abc', {})).status).toBe(200);
    expect(reached).toEqual(['enquiry', 'airings', 'playlist']);
  });
});
