import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestStation, type TestStation } from '../../testing/test-station';

/** Issue #11: status, now-playing and skip never read the whole library (a count or an indexed look-up does). */
describe('hot paths do not list the library', () => {
  let station: TestStation;
  let admin: string;

  beforeAll(async () => {
    station = await startTestStation();
    admin = await station.login();
    await station.ready;
  }, 60_000);
  afterAll(() => station?.close());

  it('answers status, now-playing and skip without repos.tracks.list()', async () => {
    const list = vi.spyOn(station.context.repos.tracks, 'list');
    try {
      for (let i = 0; i < 3; i++) {
        expect((await station.fetch('/api/streaming/status', { headers: { Cookie: admin } })).status).toBe(200);
        expect((await station.fetch('/api/streaming/status')).status).toBe(200);
        expect((await station.fetch('/api/now-playing')).status).toBe(200);
        expect([202, 409]).toContain(
          (await station.fetch('/api/streaming/skip', { method: 'POST', headers: { Cookie: admin } })).status,
        );
        station.context.broadcast.status();
        station.context.broadcast.nowPlaying();
      }
      expect(list).not.toHaveBeenCalled();
    } finally {
      list.mockRestore();
    }
  });
});
