import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../../../../shared/api/index';
import { apiClient } from '../../../../../testing/station/api-client';
import { startAdminTestStation } from '../../../../../testing/station/admin-helpers';
import { TEST_ADMIN_PASSWORD, type TestStation } from '../../../../../testing/station/test-station';

/** GET /api/openapi.json from a real station: what scripts and integrators read the API from. */
let station: TestStation;
let document: Record<string, unknown>;
let text: string;
beforeAll(async () => {
  station = await startAdminTestStation();
  // Fetched without a session: the document is public, as the routes it lists say who may call each.
  const sent = await apiClient(station).send('api.openapi');
  expect(sent.status).toBe(200);
  document = sent.data as Record<string, unknown>;
  text = sent.text;
}, 60_000);
afterAll(() => station?.close());

describe('the OpenAPI document of the API table', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route of the table with its method, name, parameters and who may call it', () => {
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    const missing = Object.entries(API_ROUTES).filter(([name, route]) => {
      const operation = paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      return operation?.operationId !== name;
    });
    expect(missing.map(([name]) => name)).toEqual([]);
    const upload = paths['/gallery/images']!.post!;
    expect(upload.security).toEqual([{ session: [] }]);
    expect(Object.keys((upload.requestBody as { content: object }).content)).toEqual(['multipart/form-data']);
    const episodes = paths['/podcasts/{id}/episodes']!.get!;
    expect(episodes.security).toBeUndefined();
    expect((episodes.parameters as Array<{ name: string; in: string }>).map((p) => `${p.in} ${p.name}`)).toContain(
      'path id',
    );
  });

  it("holds no secret of this station: not the stream key, not the admin's password", () => {
    const { streamKey } = station.context.repos.settings.streaming();
    expect(streamKey.length).toBeGreaterThan(8);
    expect(text).not.toContain(streamKey);
    expect(text).not.toContain(TEST_ADMIN_PASSWORD);
    expect(text).not.toMatch(/"examples?"\s*:/);
  });
});
