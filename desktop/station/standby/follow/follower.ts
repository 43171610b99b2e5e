import path from 'node:path';
import type { z } from 'zod';
import {
  standbyAsRunResultSchema,
  standbyCursorSchema,
  standbyManifestSchema,
} from '../../../../shared/schemas/standby/standby';
import type { StationContext } from '../../core/context';
import { type AiringPeriods, createAsRunReturn, everyRow } from './as-run-return';
import { copyErrorOf } from './copy-error';
import { copyStudio } from './copy-studio';
import { SyncError } from './resumable-download';
import { watchStudioAirState } from './studio-air-state';
import type { Follower } from '../status/standby-types';

/** How often a follower asks the studio whether anything changed: a change reaches it within a few of these. */
export const FOLLOW_POLL_MS = 5_000;

type FollowerContext = Pick<StationContext, 'config' | 'repos' | 'media' | 'clock' | 'log' | 'db'>;

/** A standby's side of following: poll the studio's cursor, copy what changed, send back the as-run it aired. */
export function createFollower(
  ctx: FollowerContext,
  follow: { url: string; token: string },
  options: { pollMs?: number; airStatePollMs?: number; airingPeriods?: AiringPeriods } = {},
): Follower {
  const log = ctx.log.child('standby');
  const pollMs = options.pollMs ?? FOLLOW_POLL_MS;
  const abort = new AbortController();
  const partDir = path.join(ctx.config.dataDir, 'standby', 'partial');
  const asRun = createAsRunReturn(ctx.db, ctx.config.dataDir, options.airingPeriods ?? everyRow);
  const schemaVersion = ctx.db.pragma('user_version', { simple: true }) as number;
  const state = {
    applied: null as string | null,
    syncedAt: null as number | null,
    error: null as string | null,
    copyError: null as string | null,
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let waiters: Array<() => void> = [];
  const airState = watchStudioAirState(follow, { log, signal: abort.signal, pollMs: options.airStatePollMs });

  async function call<S extends z.ZodType>(pathname: string, schema: S, init: RequestInit = {}): Promise<z.output<S>> {
    const response = await fetch(`${follow.url}${pathname}`, {
      ...init,
      headers: { authorization: `Bearer ${follow.token}`, 'content-type': 'application/json' },
      signal: abort.signal,
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = (body as { message?: string } | null)?.message;
      // A refused token is the studio's to explain (revoked, unknown): its words are what the admin needs.
      const refused = response.status === 401 || response.status === 403;
      throw new SyncError(
        `${pathname}: ${response.status} ${message ?? response.statusText}`,
        refused ? message : undefined,
      );
    }
    return schema.parse(body);
  }

  async function poll(): Promise<void> {
    const polledAt = ctx.clock.now();
    const { cursor } = await call('/api/standby/cursor', standbyCursorSchema);
    if (cursor !== state.applied) {
      const manifest = await call('/api/standby/manifest', standbyManifestSchema);
      const changed = await copyStudio(
        {
          studio: follow.url,
          token: follow.token,
          media: ctx.media,
          copy: ctx.repos.standbyCopy,
          partDir,
          schemaVersion,
          signal: abort.signal,
        },
        manifest,
      );
      state.applied = manifest.cursor;
      if (changed.length) log.info('copied the studio', { tables: changed.join(', ') });
    }
    if (state.applied === cursor) state.syncedAt = polledAt;
    await asRun.flush(async (rows) => {
      await call('/api/standby/as-run', standbyAsRunResultSchema, { method: 'POST', body: JSON.stringify({ rows }) });
    });
  }

  async function tick() {
    try {
      await poll();
      state.error = null;
      state.copyError = null;
    } catch (error) {
      if (abort.signal.aborted) return;
      const message = (error as Error).message;
      if (message !== state.error) log.warn('following the studio failed', { studio: follow.url, error: message });
      state.error = message;
      state.copyError = copyErrorOf(error);
    } finally {
      const done = waiters;
      waiters = [];
      for (const resolve of done) resolve();
      if (!abort.signal.aborted) timer = setTimeout(run, pollMs);
    }
  }
  const run = () => {
    running = tick();
  };

  return {
    start() {
      run();
      airState.start();
    },
    async stop() {
      abort.abort();
      clearTimeout(timer);
      airState.stop();
      await running;
    },
    status: () => ({
      following: follow.url,
      lagSeconds: state.syncedAt === null ? null : Math.max(0, Math.round((ctx.clock.now() - state.syncedAt) / 1000)),
      syncedAt: state.syncedAt === null ? null : new Date(state.syncedAt).toISOString(),
      lastError: state.error,
      copyError: state.copyError,
    }),
    nextPoll: () => new Promise<void>((resolve) => waiters.push(resolve)),
    airState: airState.latest,
  };
}
