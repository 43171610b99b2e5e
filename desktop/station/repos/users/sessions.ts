import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { isStorageFull, writeBehindOf } from '../../db/write-behind';
import { type Clock, isoNow, systemClock } from '../../core/clock';

/** Only a hash of the token is stored, so a copied database grants no sessions. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionsRepo(db: Db, clock: Clock = systemClock) {
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
  const later = writeBehindOf(db);
  // Sessions opened while the disk was full: honoured from memory until their row is written (a restart before
  // then signs them out). Sign-in must work on a full disk: it is how the admin comes to see why the disk is full.
  const unwritten = new Map<string, { userId: number; expiresAt: string }>();
  const forget = (keep: (hash: string, userId: number) => boolean) => {
    for (const [hash, session] of unwritten) if (!keep(hash, session.userId)) unwritten.delete(hash);
  };

  return {
    create(userId: number, ttlMs: number): { token: string; expiresAt: Date } {
      const token = randomBytes(32).toString('base64url');
      const hash = hashToken(token);
      const expiresAt = new Date(clock.now() + ttlMs);
      try {
        purge.run(isoNow(clock));
      } catch (error) {
        if (!isStorageFull(error)) throw error;
      }
      unwritten.set(hash, { userId, expiresAt: expiresAt.toISOString() });
      // Signed out (or its user's sessions ended) before there was room: nothing is written.
      later.run(() => {
        if (unwritten.has(hash)) insert.run(hash, userId, expiresAt.toISOString());
        unwritten.delete(hash);
      });
      return { token, expiresAt };
    },
    userIdFor(token: string): number | undefined {
      const hash = hashToken(token);
      const now = isoNow(clock);
      const waiting = unwritten.get(hash);
      if (waiting) return waiting.expiresAt > now ? waiting.userId : undefined;
      return find.get(hash, now)?.user_id;
    },
    destroy(token: string) {
      unwritten.delete(hashToken(token));
      remove.run(hashToken(token));
    },
    destroyForUser(userId: number) {
      forget((_hash, owner) => owner !== userId);
      removeForUser.run(userId);
    },
    /** Ends every session of the user except the one holding `keepToken` (after a password change). */
    destroyOthersForUser(userId: number, keepToken: string) {
      const kept = hashToken(keepToken);
      forget((hash, owner) => owner !== userId || hash === kept);
      removeOthersForUser.run(userId, kept);
    },
  };
}
