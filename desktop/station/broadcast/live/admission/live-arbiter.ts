import type { Repos } from '../../../repos/index';
import { Emitter } from '../../../events/emitter';
import { stationTimeZone } from '../../../../../shared/station/station-time';
import { createLiveAdmission, type LiveConnection } from './live-admission';
import { DEFAULT_LOCK_GRACES, type LockGraces, type LockOccurrence } from './live-lock';

/** Occurrences as the shows' schedule gives them (programming/schedule/live-occurrences.ts). */
export type OccurrencesBetween = (fromMs: number, toMs: number) => readonly LockOccurrence[];

/** Settings keys of the lock's graces, in minutes (defaults 10 and 2). */
const GRACE_KEYS = { beforeMs: 'live_grace_before_min', overrunMs: 'live_grace_overrun_min' } as const;

export function readLockGraces(settings: Repos['settings']): LockGraces {
  const minutes = (key: string, fallbackMs: number) => {
    const value = Number(settings.read(key));
    return Number.isFinite(value) && value >= 0 && settings.read(key) !== undefined ? value * 60_000 : fallbackMs;
  };
  return {
    beforeMs: minutes(GRACE_KEYS.beforeMs, DEFAULT_LOCK_GRACES.beforeMs),
    overrunMs: minutes(GRACE_KEYS.overrunMs, DEFAULT_LOCK_GRACES.overrunMs),
  };
}

/** Stores the graces (whole minutes, already validated). */
export function writeLockGraces(settings: Repos['settings'], graces: LockGraces) {
  settings.write(GRACE_KEYS.beforeMs, graces.beforeMs / 60_000);
  settings.write(GRACE_KEYS.overrunMs, graces.overrunMs / 60_000);
}

/** The station's one arbiter of live inputs, over its users, audit log and settings; `changes` feeds the dashboard. */
export function createLiveArbiter(deps: {
  repos: Pick<Repos, 'users' | 'audit' | 'settings'>;
  config: { timezone?: string };
  occurrencesBetween: OccurrencesBetween;
}) {
  const changes = new Emitter<readonly LiveConnection[]>();
  const admission = createLiveAdmission({
    occurrencesBetween: deps.occurrencesBetween,
    graces: () => readLockGraces(deps.repos.settings),
    timeZone: stationTimeZone(deps.config),
    userOf: (id) => deps.repos.users.get(id),
    audit: (actor, action, detail) => deps.repos.audit.record(actor, action, detail),
    onChange: (connections) => changes.fire(connections),
  });
  return { ...admission, changes, occurrencesBetween: deps.occurrencesBetween };
}
export type LiveArbiter = ReturnType<typeof createLiveArbiter>;
