import { describe, expect, it } from 'vitest';
import { adminSuite } from '../../../../../testing/station/admin-helpers';
import { apiClient } from '../../../../../testing/station/api-client';

const suite = adminSuite();
const put = (json: unknown) => suite.client.sendInvalid('streaming.settings', { body: json });
const siteConfig = async () => apiClient(suite.station).call('station.siteConfig');

describe('listener count minimum (the public count is hidden below it)', () => {
  it('defaults to 0: the count is shown (the spec shows it) until the station chooses to hide it', async () => {
    expect((await siteConfig()).listenerCountMinimum).toBe(0);
    expect(await suite.client.call('streaming.status')).toMatchObject({
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
      expect(res.error?.field).toBe('listenerCountMinimum');
    }
    expect((await siteConfig()).listenerCountMinimum).toBe(10);
  });

  it('is refused to a visitor without a session', async () => {
    const res = await apiClient(suite.station).send('streaming.settings', { body: { listenerCountMinimum: 0 } });
    expect(res.status).toBe(401);
    expect((await siteConfig()).listenerCountMinimum).toBe(10);
  });
});
