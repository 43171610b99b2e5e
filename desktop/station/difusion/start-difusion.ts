import { STATION } from '../../../shared/station/station-facts';
import { DEFAULT_TELEGRAM_API, DEFAULT_TUNEIN_API } from '../config/settings';
import type { StationContext } from '../core/context';
import { programmeRowAt } from '../programming/schedule/programme-on-air';
import { publicAddressesOnly } from '../uploads/address-policy';
import { createDifusion, type DifusionOptions } from './difusion';
import type { ApiBases } from './target-requests';

export type DifusionTuning = Partial<Pick<DifusionOptions, 'retries' | 'retryBaseMs' | 'capacity' | 'showCheckMs'>>;

type Needs = Pick<
  StationContext,
  'repos' | 'config' | 'plannerData' | 'broadcast' | 'log' | 'shutdown' | 'downloadAddressPolicy' | 'clock'
>;

/** The API bases in force: --telegram-api / --tunein-api, or the services' own. */
export function apiBases(config: StationContext['config']): ApiBases {
  return { telegram: config.telegramApi ?? DEFAULT_TELEGRAM_API, tunein: config.tuneinApi ?? DEFAULT_TUNEIN_API };
}

/** Difusión for a station: its targets, the engine's events, the URL imports' address policy. */
export function startDifusion(ctx: Needs, tuning: DifusionTuning = {}) {
  return createDifusion({
    repo: ctx.repos.broadcastTargets,
    events: ctx.broadcast.events,
    programmeNow: () => programmeRowAt(ctx)?.title ?? null,
    station: STATION.name,
    bases: apiBases(ctx.config),
    policy: ctx.downloadAddressPolicy ?? publicAddressesOnly,
    log: ctx.log.child('difusion'),
    signal: ctx.shutdown,
    clock: ctx.clock,
    ...tuning,
  });
}
