import { randomBytes } from 'node:crypto';
import type { User, UserRole } from '../../../../shared/schemas/users/auth';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  is_admin: number;
  role: UserRole;
  display_name: string;
  created_at: string;
}

export interface StoredUser extends User {
  passwordHash: string;
  createdAt: string;
}

const toUser = (row: UserRow): StoredUser => ({
  id: row.id,
  username: row.username,
  displayName: row.display_name || row.username,
  isAdmin: row.role === 'admin',
  role: row.role,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
});

export const publicUser = ({ id, username, displayName, isAdmin, role }: StoredUser): User => ({
  id,
  username,
  displayName,
  isAdmin,
  role,
});

export function createUsersRepo(db: Db, publish: ChangePublisher) {
  const byName = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const all = db.prepare<[], UserRow>('SELECT * FROM users ORDER BY username');
  const insert = db.prepare<[string, string, number, UserRole, string]>(
    'INSERT INTO users (username, password_hash, is_admin, role, display_name) VALUES (?, ?, ?, ?, ?)',
  );
  const setDisplayName = db.prepare<[string, number]>('UPDATE users SET display_name = ? WHERE id = ?');
  const presenters = db.prepare<[], UserRow>("SELECT * FROM users WHERE role = 'presenter' ORDER BY username");
  const setHash = db.prepare<[string, number]>('UPDATE users SET password_hash = ? WHERE id = ?');
  // The migration's trigger keeps is_admin in step with the role.
  const setRole = db.prepare<[UserRole, number]>('UPDATE users SET role = ? WHERE id = ?');
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
    presenters: (): StoredUser[] => presenters.all().map(toUser),
    /** `true`/`false` as before roles: an admin, or a presenter (the only other kind of account). */
    create: (username: string, passwordHash: string, role: UserRole | boolean, displayName = ''): StoredUser => {
      const resolved: UserRole = role === true || role === 'admin' ? 'admin' : 'presenter';
      const admin = resolved === 'admin' ? 1 : 0;
      const id = Number(
        publish.changed(insert.run(username, passwordHash, admin, resolved, displayName), 'users').lastInsertRowid,
      );
      return toUser(byId.get(id)!);
    },
    /** '' gives the login name back as the public name. */
    setDisplayName: (id: number, displayName: string): boolean =>
      publish.changed(setDisplayName.run(displayName, id), 'users').changes > 0,
    setPasswordHash: (id: number, hash: string) => publish.changed(setHash.run(hash, id), 'users'),
    setRole: (id: number, role: UserRole): boolean => publish.changed(setRole.run(role, id), 'users').changes > 0,
    remove: (id: number): boolean => publish.changed(remove.run(id), 'users').changes > 0,
    count: (): number => count.get()!.n,
    /** The nonce the user's live credentials derive from (auth/live-credentials.ts); null before the first issue. */
    liveNonce: (id: number): string | null => nonce.get(id)?.live_nonce ?? null,
    rotateLiveNonce: (id: number): string => {
      const next = randomBytes(16).toString('hex');
      publish.changed(setNonce.run(next, id), 'users');
      return next;
    },
    adminCount: (): number => adminCount.get()!.n,
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
