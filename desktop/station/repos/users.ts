import { randomBytes } from 'node:crypto';
import type { User } from '../../../shared/schemas/auth';
import type { Db } from '../db/database';

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  is_admin: number;
  created_at: string;
}

export interface StoredUser extends User {
  passwordHash: string;
  createdAt: string;
}

const toUser = (row: UserRow): StoredUser => ({
  id: row.id,
  username: row.username,
  isAdmin: row.is_admin === 1,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
});

export const publicUser = ({ id, username, isAdmin }: StoredUser): User => ({ id, username, isAdmin });

export function createUsersRepo(db: Db) {
  const byName = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const all = db.prepare<[], UserRow>('SELECT * FROM users ORDER BY username');
  const insert = db.prepare<[string, string, number]>(
    'INSERT INTO users (username, password_hash, is_admin) VALUES (?, ?, ?)',
  );
  const setHash = db.prepare<[string, number]>('UPDATE users SET password_hash = ? WHERE id = ?');
  const remove = db.prepare<[number]>('DELETE FROM users WHERE id = ?');
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users');
  const nonce = db.prepare<[number], { live_nonce: string | null }>('SELECT live_nonce FROM users WHERE id = ?');
  const setNonce = db.prepare<[string, number]>('UPDATE users SET live_nonce = ? WHERE id = ?');
  const adminCount = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users WHERE is_admin = 1');
  return {
    findByUsername: (username: string): StoredUser | undefined => {
      const row = byName.get(username);
      return row ? toUser(row) : undefined;
    },
    get: (id: number): StoredUser | undefined => {
      const row = byId.get(id);
      return row ? toUser(row) : undefined;
    },
    list: (): StoredUser[] => all.all().map(toUser),
    create: (username: string, passwordHash: string, isAdmin: boolean): StoredUser => {
      const id = Number(insert.run(username, passwordHash, isAdmin ? 1 : 0).lastInsertRowid);
      return toUser(byId.get(id)!);
    },
    setPasswordHash: (id: number, hash: string) => setHash.run(hash, id),
    remove: (id: number): boolean => remove.run(id).changes > 0,
    count: (): number => count.get()!.n,
    /** The nonce the user's live credentials derive from (auth/live-credentials.ts); null before the first issue. */
    liveNonce: (id: number): string | null => nonce.get(id)?.live_nonce ?? null,
    rotateLiveNonce: (id: number): string => {
      const next = randomBytes(16).toString('hex');
      setNonce.run(next, id);
      return next;
    },
    adminCount: (): number => adminCount.get()!.n,
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
