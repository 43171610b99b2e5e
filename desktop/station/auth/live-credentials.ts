import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { UsersRepo } from '../repos/users/users';

/**
 * The secret the live credentials are derived from. It lives in the data dir beside the database, never in it:
 * a backup (the database and the media, backup/snapshot.ts) carries only each user's nonce, which reveals nothing
 * without this file. A station restored elsewhere makes a new secret, so every presenter's credentials change
 * (they read the new ones in /estudio) instead of old ones staying valid in a copy.
 */
export const LIVE_SECRET_FILE = 'live-credentials.secret';

function loadSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, LIVE_SECRET_FILE);
  try {
    const stored = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
    if (stored.length >= 32) return stored;
  } catch {
    // Not made yet: made below.
  }
  const secret = randomBytes(32);
  fs.writeFileSync(file, secret.toString('base64url'), { mode: 0o600 });
  return secret;
}

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export interface LiveCredentials {
  sourceUser: string;
  sourcePassword: string;
  streamKey: string;
}

/** Each user's source password (Icecast clients) and stream key (OBS over RTMP), derived, rotated by a new nonce. */
export function createLiveCredentials(options: { dataDir: string; users: UsersRepo }) {
  const secret = loadSecret(options.dataDir);
  const derive = (purpose: string, userId: number, nonce: string, length: number) =>
    createHmac('sha256', secret).update(`${purpose}:${userId}:${nonce}`).digest('base64url').slice(0, length);
  const nonceOf = (userId: number) => options.users.liveNonce(userId) ?? options.users.rotateLiveNonce(userId);

  function of(userId: number): LiveCredentials | null {
    const user = options.users.get(userId);
    if (!user) return null;
    const nonce = nonceOf(userId);
    // The stream key is an RTMP stream name: letters and digits only, as the station key is.
    const streamKey = derive('rtmp', userId, nonce, 32).replace(/[-_]/g, 'x');
    return { sourceUser: user.username, sourcePassword: derive('source', userId, nonce, 20), streamKey };
  }

  return {
    of,
    rotate(userId: number): LiveCredentials | null {
      if (!options.users.get(userId)) return null;
      options.users.rotateLiveNonce(userId);
      return of(userId);
    },
    /** The user whose source login this is; null for anything else. */
    userBySource(username: string, password: string): { id: number; username: string } | null {
      const user = options.users.findByUsername(username);
      const issued = user && options.users.liveNonce(user.id) && of(user.id);
      return user && issued && same(issued.sourcePassword, password) ? { id: user.id, username: user.username } : null;
    },
    /** The user whose OBS stream key this is; null for anything else (a few dozen accounts: checking each is cheap). */
    userByStreamKey(key: string): { id: number; username: string } | null {
      for (const user of options.users.list()) {
        if (!options.users.liveNonce(user.id)) continue;
        if (same(of(user.id)!.streamKey, key)) return { id: user.id, username: user.username };
      }
      return null;
    },
  };
}
export type LiveCredentialsService = ReturnType<typeof createLiveCredentials>;

const cache = new WeakMap<UsersRepo, LiveCredentialsService>();

/** The station's one credentials service (one secret read per station, shared by the engine and the routes). */
export function liveCredentialsOf(ctx: { config: { dataDir: string }; repos: { users: UsersRepo } }) {
  let service = cache.get(ctx.repos.users);
  if (!service) {
    service = createLiveCredentials({ dataDir: ctx.config.dataDir, users: ctx.repos.users });
    cache.set(ctx.repos.users, service);
  }
  return service;
}
