import { repeatTitle } from '../../../../shared/text/repeat-title';
import type { StationContext } from '../../core/context';
import type { Logger } from '../../core/log';
import { showKey, slotAt, type TimedSlot } from '../../programming/planner/planner';
import { findRepeatFile } from '../../programming/schedule/repeat-source';
import { episodeForShow, recordedWithoutFile } from '../../programming/schedule/show-fallback';
import { stationTimeZone } from '../../../../shared/station/station-time';
import { publicAddressesOnly } from '../../uploads/address-policy';
import type { Clock } from '../../core/clock';
import { createMissingShowAlerts } from './missing-show-alerts';
import { createFileSource, type PcmSource } from '../bus/file-source';
import type { Layer } from '../bus/mixer';
import type { OnAirItem } from '../on-air/on-air-item';
import { BYTES_PER_SECOND, framesFor } from '../bus/pcm';
import { createRelaySource, type RelaySource } from './relay-source';
import type { Runner } from '../../ffmpeg/runner';

// Checked twice a second, like recorded shows; a relay connects this far ahead so it is decoded at the minute.
const CHECK_FRAMES = 25;
const PREROLL_MS = 6_000;
// Recorded occurrences without a file are looked for every 30 s (an alert an hour ahead).
const MISSING_CHECK_FRAMES = 1_500;
// A failed relay is tried again after 2, 4, 8, 16, then every 30 s until its slot ends.
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;

export interface SlotAirsDeps {
  ctx: Pick<StationContext, 'repos' | 'config' | 'media' | 'ffmpegPath' | 'alerts' | 'downloadAddressPolicy'>;
  log: Logger;
  runner: Runner;
  clock: Clock;
  /** The slots around an instant (the planner's read model). */
  slots(at: number): readonly TimedSlot[];
  /** Nothing cuts in now (the live show or a break is on air). */
  blocked(): boolean;
  /** The layer is on the bus, or fading in. */
  onBus(layer: Layer<OnAirItem>): boolean;
  /** Puts a layer on air with the show fade, whatever plays fading out. */
  take(layer: Layer<OnAirItem>): void;
  /** The title of what is on air changed without a transition (a relay's remote title). */
  retitle(item: OnAirItem): void;
}

const owns = (slot: TimedSlot | null) =>
  slot !== null &&
  ((slot.type === 'relay' && Boolean(slot.relayUrl)) ||
    (slot.type === 'repeat' && !!slot.repeatOf) ||
    recordedWithoutFile(slot));

/** A file that airs for a slot from `offsetSeconds` on, for `seconds` at most. */
interface SlotFile {
  file: string;
  offsetSeconds: number;
  seconds: number;
  item: Pick<OnAirItem, 'kind' | 'trackId' | 'title' | 'artist'>;
}

interface Airing {
  key: string;
  slot: TimedSlot;
  pending: (PcmSource & { ready?(): boolean }) | null;
  layer: Layer<OnAirItem> | null;
  failures: number;
  retryAt: number;
  /** The slot's own source is over (a repeat that ended or failed, a relay the host skipped): the rotation has it. */
  done: boolean;
}

function soonest(now: number, slots: readonly TimedSlot[]): TimedSlot | null {
  const running = slotAt(now, slots);
  if (owns(running)) return running;
  let next: TimedSlot | null = null;
  for (const s of slots)
    if (owns(s) && s.startAt > now && s.startAt <= now + PREROLL_MS && (!next || s.startAt < next.startAt)) next = s;
  return next;
}

function relayItem(slot: TimedSlot, remoteTitle: string | null): OnAirItem {
  return {
    kind: 'relay',
    trackId: null,
    planned: null,
    title: remoteTitle ?? slot.title,
    artist: slot.title,
    album: null,
    coverImageUrl: null,
    duration: (slot.endAt - slot.startAt) / 1000,
  };
}

/** A repeat's earlier recording, or the podcast episode standing in for a recorded occurrence's missing file. */
function slotFile(ctx: SlotAirsDeps['ctx'], timeZone: string, slot: TimedSlot): SlotFile | null {
  if (slot.type === 'repeat') {
    const original = slot.repeatOf!;
    const found = findRepeatFile(ctx, original);
    if (!found) return null;
    const title = repeatTitle(slot.title, original.startAt, timeZone);
    return { ...found, item: { kind: 'repeat', trackId: found.trackId, title, artist: original.title } };
  }
  const episode = slot.showId != null ? episodeForShow(ctx, slot.showId) : null;
  if (!episode) return null;
  return {
    file: episode.file,
    offsetSeconds: 0,
    seconds: episode.seconds,
    item: { kind: 'show', trackId: null, title: episode.title, artist: slot.title },
  };
}

function pendingReady(a: Airing) {
  const source = a.pending!;
  if (source.ready) return source.ready();
  return source.buffered() >= 0.3 * BYTES_PER_SECOND || source.decoded();
}

/** Starts decoding the slot's file ahead of its start; with none, the slot is left to its playlist. */
function startFile(deps: SlotAirsDeps, timeZone: string, a: Airing, now: number) {
  const { ctx } = deps;
  const slot = a.slot;
  const found = slotFile(ctx, timeZone, slot);
  // Nothing to air: the slot's playlist fills it (missing-show-alerts.ts said so an hour ahead).
  if (!found) {
    a.done = true;
    deps.log.warn('no recording for the slot; its playlist fills it', { programmeId: slot.id, type: slot.type });
    return;
  }
  const late = Math.max(0, (now - slot.startAt) / 1000);
  const seconds = Math.min(found.seconds, (slot.endAt - slot.startAt) / 1000) - late;
  if (seconds <= 1) {
    a.done = true;
    return;
  }
  a.pending = createFileSource(
    deps.runner,
    ctx.ffmpegPath,
    `slot-${slot.id}`,
    { file: found.file, startSeconds: found.offsetSeconds + late, durationSeconds: seconds, gainDb: 0 },
    (reason) => deps.log.warn('the slot’s recording is unplayable', { programmeId: slot.id, reason }),
  );
  a.layer = {
    source: a.pending,
    meta: { ...found.item, planned: null, album: null, coverImageUrl: null, duration: seconds },
    framesPlayed: 0,
    totalFrames: framesFor(seconds),
  };
}

/**
 * The slots whose air is not the library's: a relay's remote stream and a repeat's earlier recording, both taking the
 * air at the slot's start like a recorded show and fading to what's next at its end. When a relay fails or goes
 * silent the slot's playlist keeps the air (the rotation takes a finished source's place), an alert is raised and
 * the relay is tried again with backoff until the slot ends.
 */
export function createSlotAirs(deps: SlotAirsDeps) {
  const { clock, ctx } = deps;
  const timeZone = stationTimeZone(ctx.config);
  let airing: Airing | null = null;
  let frameCount = 0;
  const missing = createMissingShowAlerts({ ctx, slots: deps.slots });

  const subject = (slot: TimedSlot) => `slot:${slot.id}`;

  function relayFailed(a: Airing, reason: string, now: number) {
    a.failures++;
    a.retryAt = now + Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (a.failures - 1));
    if (now < a.slot.startAt) return;
    deps.log.warn('relay failed; the playlist keeps the air', { programmeId: a.slot.id, reason });
    ctx.alerts.raise(
      'relay_source_down',
      `La retransmisión de «${a.slot.title}» no llega (${reason}): suena la lista del programa y se reintenta.`,
      subject(a.slot),
    );
  }

  function startRelay(a: Airing) {
    const slot = a.slot;
    a.pending = createRelaySource({
      runner: deps.runner,
      ffmpegPath: ctx.ffmpegPath,
      url: slot.relayUrl!,
      policy: ctx.downloadAddressPolicy ?? publicAddressesOnly,
      clock,
      onTitle: (title) => {
        if (a.layer && deps.onBus(a.layer)) {
          a.layer.meta = relayItem(slot, title);
          deps.retitle(a.layer.meta);
        }
      },
    });
  }

  /** Our layer on the bus: keep its end at the slot's; note when it left the bus. */
  function follow(a: Airing, now: number): void {
    const layer = a.layer!;
    const relay = a.slot.type === 'relay';
    // A relay that failed is retried (the rotation took the bus, maybe already); anything else that left the bus
    // (a repeat that ended, a relay the host skipped) leaves the slot to its playlist.
    if (relay && layer.source.failed()) {
      relayFailed(a, (layer.source as RelaySource).failure() ?? 'failed', now);
      a.layer = null;
      return;
    }
    if (!deps.onBus(layer)) {
      a.done = true;
      a.layer = null;
      return;
    }
    if (relay) layer.totalFrames = layer.framesPlayed + framesFor((a.slot.endAt - now) / 1000);
  }

  function check(): boolean {
    if (++frameCount % CHECK_FRAMES !== 0) return false;
    const now = clock.now();
    if (frameCount % MISSING_CHECK_FRAMES === 0) missing.check(now);
    const slot = soonest(now, deps.slots(now));
    if (!slot || (airing && airing.key !== showKey(slot))) stop();
    if (!slot) return false;
    airing ??= { key: showKey(slot), slot, pending: null, layer: null, failures: 0, retryAt: 0, done: false };
    const a = airing;
    if (a.done) return false;
    if (a.layer && !a.pending) {
      follow(a, now);
      return false;
    }
    if (!a.pending) {
      if (slot.type === 'relay' && now >= a.retryAt) startRelay(a);
      else if (slot.type !== 'relay') startFile(deps, timeZone, a, Math.max(now, slot.startAt));
      if (!a.pending) return false;
    }
    if (a.pending.failed()) {
      if (slot.type === 'relay') relayFailed(a, (a.pending as RelaySource).failure() ?? 'failed', now);
      else a.done = true;
      a.pending.close();
      a.pending = null;
      a.layer = null;
      return false;
    }
    if (now < slot.startAt || deps.blocked() || !pendingReady(a)) return false;
    const layer: Layer<OnAirItem> = a.layer ?? {
      source: a.pending,
      meta: relayItem(slot, (a.pending as RelaySource).title()),
      framesPlayed: 0,
      totalFrames: framesFor((slot.endAt - now) / 1000),
    };
    a.layer = layer;
    a.pending = null;
    if (slot.type === 'relay') ctx.alerts.resolve('relay_source_down', subject(slot));
    deps.log.info(`${slot.type} takes the air`, { programmeId: slot.id, title: layer.meta.title });
    deps.take(layer);
    return true;
  }

  function stop() {
    if (airing?.slot.type === 'relay') ctx.alerts.resolve('relay_source_down', subject(airing.slot));
    airing?.pending?.close();
    airing = null;
  }

  return { check, stop };
}
