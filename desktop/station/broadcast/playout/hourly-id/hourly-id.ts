import { STATION } from '../../../../../shared/station/station-facts';
import { wallTime } from '../../../../../shared/station/station-time';
import type { DueStationId } from '../../../../../shared/schemas/station-id/station-id';
import type { StationContext } from '../../../core/context';
import type { Logger } from '../../../core/log';
import type { PlannedItem } from '../../../programming/planner/programming';
import type { PlayableTrack } from '../../../repos/library/tracks';
import type { Clock } from '../../../core/clock';
import type { Layer } from '../../bus/mixer';
import type { OnAirItem } from '../../on-air/on-air-item';
import { readHourlyId } from './hourly-id-settings';

const CHECK_FRAMES = 25;
// The ID is hard-timed from a second into the hour (a recorded show, relay or repeat due at :00 takes the air
// first and is never cut) to a minute into it (a station started later waits for the next hour).
const FROM_MS = 1_000;
const UNTIL_MS = 60_000;
const TITLE = 'Identificativo de la emisora';
/** What a hard-timed programme's start puts on air: the ID does not cut them. */
const HARD_TIMED: ReadonlySet<OnAirItem['kind']> = new Set(['show', 'relay', 'repeat']);

/** The bundled ID (resources/station-id.mp3) as a planned item: not a library track, so its file is named. */
function bundledId(file: string): PlannedItem {
  const track: PlayableTrack = {
    id: 0,
    title: TITLE,
    artist: STATION.name,
    album: null,
    duration: 0,
    coverImageUrl: null,
    audioFileUrl: '',
    uploadedBy: 0,
    createdAt: '',
    fileName: file,
    coverFile: null,
    broken: false,
    cueIn: null,
    cueOut: null,
    loudnessLufs: null,
    introSec: null,
    nextStartSec: null,
    markersMeasured: false,
  };
  return {
    id: 0,
    source: 'station-id',
    track,
    pinned: false,
    campaignId: null,
    programmeId: null,
    breakAt: null,
    file,
  };
}

/** The start of the station-time hour that holds `at` (zones with half-hour offsets included). */
export function hourStartOf(at: number, timeZone: string): number {
  const minuteStart = Math.floor(at / 60_000) * 60_000;
  return minuteStart - (wallTime(at, timeZone).minutes % 60) * 60_000;
}

/**
 * The hourly station identification: at the top of every station-time hour the chosen jingle takes the air like a
 * recorded show's start (what plays fades out), except over a live presenter: then it is offered to them as a due
 * item, as a break's spots are, and airs when they launch the break (or before the next track once the live show
 * has ended).
 *
 * One ID per station hour, whoever airs it: this hourly one, the one that covers an empty library (a fresh station
 * while its demo is made), or one in the host's break. What aired is known from the as-run log at start, so a core
 * restarted within the hour (a crash, a backup or time zone applied) does not identify the station again.
 */
export function createHourlyId(deps: {
  ctx: Pick<StationContext, 'repos'>;
  log: Logger;
  clock: Clock;
  timeZone: string;
  stationIdFile: string | null;
  tryLayer(planned: PlannedItem): Layer<OnAirItem> | null;
  /** What is on the bus and fading in. */
  onBus(): ReadonlyArray<Layer<OnAirItem> | null>;
  /**
   * An ID is decided and decoding, about to air (the one covering an empty library): on a busy machine its decoder
   * can take over a second to start, and the hour's check must not air a second one behind it.
   */
  idComing(): boolean;
  /** The live show (or a break the host launched) holds the air. */
  liveHolds(): boolean;
  take(layer: Layer<OnAirItem>): void;
  /** Plays it before the next track (the live show it waited for has ended). */
  beforeNext(planned: PlannedItem): void;
}) {
  const latest = deps.ctx.repos.asRun.latestStart('station-id');
  const state = {
    frames: 0,
    hourDone: 0,
    /** When an ID last took the air (any of them), so the hour it belongs to has had its ID. */
    lastIdAt: latest === null ? Number.NEGATIVE_INFINITY : Date.parse(latest),
    due: null as { at: number; planned: PlannedItem } | null,
  };
  const airedInHourOf = (at: number) => state.lastIdAt >= hourStartOf(at, deps.timeZone);

  function planned(): PlannedItem | null {
    const { trackId } = readHourlyId(deps.ctx.repos.settings);
    const track = trackId === null ? undefined : deps.ctx.repos.tracks.get(trackId);
    if (track && !track.broken && track.kind === 'jingle')
      return { id: 0, source: 'station-id', track, pinned: false, campaignId: null, programmeId: null, breakAt: null };
    if (trackId !== null) deps.log.warn('hourly ID jingle not playable; the bundled ID airs', { trackId });
    return deps.stationIdFile ? bundledId(deps.stationIdFile) : null;
  }

  /** A due ID whose live show has ended plays before the next track. */
  function settleDue() {
    if (!state.due || deps.liveHolds()) return;
    deps.beforeNext(state.due.planned);
    state.due = null;
  }

  /** Called every frame; twice a second it looks, and true means the ID just took the air. */
  function check(): boolean {
    if (++state.frames % CHECK_FRAMES !== 0) return false;
    settleDue();
    if (!readHourlyId(deps.ctx.repos.settings).enabled) {
      state.due = null;
      return false;
    }
    const now = deps.clock.now();
    const hour = hourStartOf(now, deps.timeZone);
    if (hour === state.hourDone || now - hour < FROM_MS || now - hour >= UNTIL_MS) return false;
    state.hourDone = hour;
    if (airedInHourOf(now) || deps.idComing()) return false;
    const id = planned();
    if (!id) return false;
    if (deps.liveHolds()) {
      state.due = { at: hour, planned: id };
      deps.log.info('hourly ID offered to the live show');
      return false;
    }
    if (deps.onBus().some((layer) => layer && HARD_TIMED.has(layer.meta.kind))) {
      deps.log.info('hourly ID not aired: a hard-timed programme started at the hour');
      return false;
    }
    const layer = deps.tryLayer(id);
    if (!layer) return false;
    deps.log.info('hourly ID on air', { title: id.track.title });
    deps.take(layer);
    // The hour is this ID's once it is taken: an empty library's cover asked for while its decoder starts (before
    // it is heard and aired() is called) would otherwise queue a second ID behind it.
    state.lastIdAt = Math.max(state.lastIdAt, now);
    return true;
  }

  return {
    check,
    /** An ID took the air (whichever path put it there): it is this hour's. */
    aired(at: number) {
      state.lastIdAt = Math.max(state.lastIdAt, at);
    },
    /**
     * What covers an empty library: the ID, if this hour has not had one; else nothing (silence) until music lands.
     * A loop of the ID would identify the station every few seconds, and log each one.
     */
    forEmptyLibrary<L>(layer: (planned: PlannedItem) => L | null): L | null {
      const id = airedInHourOf(deps.clock.now()) ? null : planned();
      return id ? layer(id) : null;
    },
    /** The ID the live show holds back, for the studio's due items. */
    due: (): DueStationId | null =>
      state.due ? { dueAt: new Date(state.due.at).toISOString(), title: state.due.planned.track.title } : null,
    /** The due ID, taken off to play in the break the host launches. */
    takeDue(): PlannedItem[] {
      const due = state.due;
      state.due = null;
      return due ? [due.planned] : [];
    },
  };
}
