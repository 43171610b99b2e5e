import { describe, expect, it } from 'vitest';
import { identifySource } from './source-login';

describe('who a source login is', () => {
  const accounts: Record<string, string> = { ana: 'ana-source-secret', 'pep:x': 'never' };
  const deps = {
    streamKey: () => 'station-key-123',
    userSource: (user: string, password: string) =>
      accounts[user] === password ? { userId: user === 'ana' ? 2 : 3, name: user } : null,
  };

  it('takes the station key with the user `source`, and an account with its own user name', () => {
    expect(identifySource(deps, 'source', 'station-key-123')).toEqual({ userId: null, name: 'station' });
    expect(identifySource(deps, 'ana', 'ana-source-secret')).toEqual({ userId: 2, name: 'ana' });
    expect(identifySource(deps, 'ana', 'station-key-123')).toBeNull();
  });

  it('takes an account as `user:password` in the password when the user is `source` (darkice, Shoutcast v1)', () => {
    expect(identifySource(deps, 'source', 'ana:ana-source-secret')).toEqual({ userId: 2, name: 'ana' });
    expect(identifySource(deps, 'source', 'ana:wrong')).toBeNull();
    expect(identifySource(deps, 'source', ':ana-source-secret')).toBeNull();
    expect(identifySource(deps, 'pep', 'ana:ana-source-secret')).toBeNull();
  });
});
