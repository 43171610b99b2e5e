import { describe, expect, it } from 'vitest';
import { copyErrorOf } from './copy-error';
import { SyncError } from './resumable-download';

describe("a standby's copy error, as its admin reads it", () => {
  it("is the studio's own refusal, or the cause when the engineer can act on it", () => {
    expect(copyErrorOf(new SyncError('cursor: 401 revoked', 'El token se revocó.'))).toBe('El token se revocó.');
  });

  it('says when the studio does not answer at all', async () => {
    // A port nothing listens on: fetch's own failure, as when the studio PC is off.
    const error = await fetch('http://127.0.0.1:9/').catch((e: unknown) => e);
    expect(copyErrorOf(error)).toBe('El estudio no responde: la copia no se actualiza hasta que vuelva.');
  });

  it('otherwise says the good copy stays, without the technical detail', () => {
    const said = copyErrorOf(new SyncError('/tmp/standby/partial/x.db: got 10 bytes of 20'));
    expect(said).toBe(
      'La última copia del estudio no se pudo completar o comprobar: se mantiene la anterior y se reintenta.',
    );
    expect(copyErrorOf(new Error('boom'))).toBe(said);
  });
});
