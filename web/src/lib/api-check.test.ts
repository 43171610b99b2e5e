import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_ROUTES } from '../../../shared/api/routes/public-routes';
import { ContractMismatch, checkResponse, readApiError, verifyResponse } from './api-check';
import { ApiRequestError } from './api';

const nowPlaying = PUBLIC_ROUTES['nowPlaying.get'];
const wrong = { current: null, listeners: 'many' };

describe('an answer read against its route', () => {
  afterEach(() => vi.restoreAllMocks());

  it('throws on a mismatch when asked to fail loudly (development), naming the route and the field', () => {
    expect(() => verifyResponse('nowPlaying.get', nowPlaying, wrong, true)).toThrow(ContractMismatch);
    expect(() => verifyResponse('nowPlaying.get', nowPlaying, wrong, true)).toThrow(/nowPlaying\.get[\s\S]*listeners/);
  });

  it('only logs a mismatch otherwise (production), and hands the answer on as sent', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(verifyResponse('nowPlaying.get', nowPlaying, wrong, false)).toBe(wrong);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('nowPlaying.get'));
  });

  it('returns the parsed answer when it matches, and leaves files alone', async () => {
    const recent = [{ trackId: 3, title: 'Mar', artist: 'Nord', playedAt: '2026-11-25T10:00:00.000Z', extra: 1 }];
    expect(verifyResponse('tracks.recent', PUBLIC_ROUTES['tracks.recent'], recent, true)).toEqual([
      { trackId: 3, title: 'Mar', artist: 'Nord', playedAt: '2026-11-25T10:00:00.000Z' },
    ]);
    expect(verifyResponse('podcasts.feed', PUBLIC_ROUTES['podcasts.feed'], '<rss/>', true)).toBe('<rss/>');
    // The tests run as development: the table loads on demand and a mismatch rejects the call.
    await expect(checkResponse('nowPlaying.get', wrong)).rejects.toThrow(ContractMismatch);
    await expect(
      checkResponse('users.list', [{ id: 1, username: 'admin', displayName: 'Admin', isAdmin: true, role: 'admin' }]),
    ).resolves.toHaveLength(1);
  });
});

describe("a refused call's body read with the shared error schema", () => {
  it('gives the code, the Spanish message and the field the server sent', async () => {
    const body = { error: 'validation_failed', message: 'Por favor introduce un email válido.', field: 'email' };
    expect(await readApiError(JSON.stringify(body))).toEqual(body);
    const error = await ApiRequestError.of(400, JSON.stringify(body));
    expect([error.status, error.error?.error, error.serverMessage]).toEqual([400, 'validation_failed', body.message]);
  });

  it("gives nothing for what is not the API's error: a proxy's page, a route's own 503 answer, a code-less body", async () => {
    expect(await readApiError('<html>502 Bad Gateway</html>')).toBeUndefined();
    expect(
      await readApiError(JSON.stringify({ status: 'starting', startedAt: '2026-11-29T08:00:00Z' })),
    ).toBeUndefined();
    expect(await readApiError(JSON.stringify({ message: 'sin código' }))).toBeUndefined();
    expect((await ApiRequestError.of(502, 'Bad Gateway')).serverMessage).toBeUndefined();
  });
});
