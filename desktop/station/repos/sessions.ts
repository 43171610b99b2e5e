import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** Only a hash of the token is stored, so a copied database grants no sessions. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionsRepo(db: Db) {
  const insert = db.prepare<[string, number, string]>(
    'INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
  );
  const find = db.prepare<[string, string], { user_id: number }>(
    'SELECT user_id FROM sessions WHERE token_hash = ? AND expires_at > ?',
  );
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE token_hash = ?');
  const removeForUser = db.prepare<[number]>('DELETE FROM sessions WHERE user_id = ?');
  const removeOthersForUser = db.prepare<[number, string]>(
    'DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?',
  );
  const purge = db.prepare<[string]>('DELETE FROM sessions WHERE expires_at <= ?');
  return {
    create(userId: number, ttlMs: number): { token: string; expiresAt: Date } {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlMs);
      purge.run(new Date().toISOString());
      insert.run(hashToken(token), userId, expiresAt.toISOString());
      return { token, expiresAt };
    },
    userIdFor(token: string): number | undefined {
      return find.get(hashToken(token), new Date().toISOString())?.user_id;
    },
    destroy: (token: string) => remove.run(hashToken(token)),
    destroyForUser: (userId: number) => removeForUser.run(userId),
    /** Ends every session of the user except the one holding `keepToken` (after a password change). */
    destroyOthersForUser: (userId: number, keepToken: string) => removeOthersForUser.run(userId, hashToken(keepToken)),
  };
}
