import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../../../shared/schemas/public/site-config';
import type { AdminStreamingStatus } from '../../../../../shared/schemas/broadcast/streaming';
import { adminSuite, errorBody, jsonBody } from '../../../../../testing/station/admin-helpers';

const suite = adminSuite();
const put = (json: unknown) => suite.api('/api/streaming/settings', { method: 'PUT', json });
const siteConfig = async () => jsonBody<SiteConfig>(await suite.station.fetch('/api/site-config'));

describe('listener count minimum (the public count is hidden below it)', () => {
  it('defaults to 0: the count is shown (the spec shows it) until the station chooses to hide it', async () => {
    expect((await siteConfig()).listenerCountMinimum).toBe(0);
    expect(await jsonBody<AdminStreamingStatus>(await suite.api('/api/streaming/status'))).toMatchObject({
      listenerCountMinimum: 0,
    });
  });

  it('an admin sets it; the public config follows', async () => {
    const res = await put({ listenerCountMinimum: 10 });
    expect(res.status).toBe(200);
    expect((await siteConfig()).listenerCountMinimum).toBe(10);
  });

  it('refuses a negative, fractional or huge value naming the field, and keeps the old one', async () => {
    for (const value of [-1, 2.5, 1001, 'tres']) {
      const res = await put({ listenerCountMinimum: value });
      expect(res.status, String(value)).toBe(400);
      expect((await errorBody(res)).field).toBe('listenerCountMinimum');
    }
    expect((await siteConfig()).listenerCountMinimum).toBe(10);
  });

  it('is refused to a visitor without a session', async () => {
    const res = await suite.station.fetch('/api/streaming/settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ listenerCountMinimum: 0 }),
    });
    expect(res.status).toBe(401);
    expect((await siteConfig()).listenerCountMinimum).toBe(10);
  });
});
