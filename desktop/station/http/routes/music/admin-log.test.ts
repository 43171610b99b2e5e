import { describe, expect, it } from 'vitest';
import { programmingSuite } from '../../../../../testing/station/programming-suite';
import { apiClient, queryOf } from '../../../../../testing/station/api-client';

// The planner's side of the log (what it holds, that the air follows it) is clock-programming.test.ts; this
// station's broadcast is a stand-in with no planner, so here only the contract's checks are exercised.
const suite = programmingSuite();
const log = (query: string) => suite.client.sendInvalid('log.get', { query: queryOf(query) });

describe('GET /api/log', () => {
  it('answers { items } for a window', async () => {
    const res = await log('from=2026-11-30T00:00:00Z&to=2026-12-01T00:00:00Z');
    expect(res.status).toBe(200);
    expect(res.data!).toEqual({ items: [], voiceTracks: [] });
  });

  it('refuses a bad window in Spanish', async () => {
    const cases: Array<[string, RegExp]> = [
      ['to=2026-12-01T00:00:00Z', /from debe ser una fecha y hora ISO/],
      ['from=ayer&to=2026-12-01T00:00:00Z', /from debe ser una fecha y hora ISO/],
      ['from=2026-12-01T00:00:00Z&to=2026-11-30T00:00:00Z', /posterior a from/],
      ['from=2026-11-01T00:00:00Z&to=2026-11-30T00:00:00Z', /como máximo para 8 días/],
    ];
    for (const [query, message] of cases) {
      const res = await log(query);
      expect(res.status, query).toBe(400);
      expect(res.error?.message).toMatch(message);
    }
  });

  it('is for admins only', async () => {
    const res = await apiClient(suite.station, undefined).send('log.get', {
      query: { from: '2026-11-30T00:00:00Z', to: '2026-12-01T00:00:00Z' },
    });
    expect(res.status).toBe(401);
  });
});
