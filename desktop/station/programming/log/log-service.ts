import { stationTimeZone } from '../../../../shared/station/station-time';
import type { SwapCandidates } from '../../../../shared/schemas/music/log-edits';
import type { LogItem } from '../../../../shared/schemas/music/log';
import type { StationContext } from '../../core/context';
import { isoNow } from '../../core/clock';
import { Conflict, Invalid, NotFound } from '../../core/domain-errors';
import { editable } from '../planner/honour-edits';
import { positionHourStart } from '../planner/log-position';
import type { ForecastItem } from '../planner/planned-item';
import { toLogItem, toPlanRow } from './log-items';
import { candidateStatus, type Neighbour, reachOf } from './rule-status';
import { flagLinksTiedTo } from '../voice/voice-flags';

const HOUR = 3_600_000;
// Enough to choose from in a dialog; the ones that keep every rule come first.
const MAX_CANDIDATES = 200;

type LogContext = Pick<StationContext, 'broadcast' | 'repos' | 'config' | 'clock' | 'plannerData'>;

/** The song that left this position leaves the links recorded beside it there without their context. */
function unlink(ctx: LogContext, item: ForecastItem, why: string) {
  const song = { trackId: item.track.id, title: item.track.title, at: item.plannedAt };
  flagLinksTiedTo(ctx.repos, song, why, ctx.clock.now());
}

/**
 * The log as the music director reads and edits it: the air's own planner run forward (GET /api/log), each read
 * kept as the plan of the positions still to air (reconciliation compares it with the as-run), and the edits of
 * one position (lock, swap, move) stored for the planner to honour when the air reaches it.
 */
export function createLogService(ctx: LogContext) {
  const { repos } = ctx;

  function window(from: number, to: number): ForecastItem[] {
    const items = ctx.broadcast.log?.(from, to) ?? [];
    const placed = items.filter((i): i is ForecastItem & { position: number } => i.position !== undefined);
    repos.logPlan.save(placed.map(toPlanRow), isoNow(ctx.clock));
    return items;
  }

  function find(id: number): ForecastItem {
    const start = positionHourStart(id, stationTimeZone(ctx.config));
    if (start === null)
      throw new NotFound('log_item_not_found', 'No hay ningún elemento con ese identificador en el registro.');
    // Two hours: the October hour that repeats holds its positions in both of its passes.
    const items = window(start, start + 2 * HOUR);
    const found = items.find((i) => i.position === id);
    if (found) return found;
    // Ids order as positions air (day, hour, place): one before the first of its hour still to air is past.
    const hourOf = (position: number) => Math.floor(position / 1000);
    const later = items.some((i) => i.position !== undefined && hourOf(i.position) === hourOf(id) && i.position > id);
    if (start + HOUR <= ctx.clock.now() || later)
      throw new Conflict(
        'log_item_aired',
        'Ese elemento del registro ya ha salido al aire: solo se edita lo que está por emitirse.',
      );
    throw new NotFound('log_item_not_found', 'No hay ningún elemento con ese identificador en el registro.');
  }

  function song(id: number, field?: string): ForecastItem {
    const item = find(id);
    if (!editable(item))
      throw new Conflict(
        'log_item_not_song',
        'Solo las canciones que elige la programación se fijan, cambian o mueven (no peticiones, cuñas, cortinillas, programas ni inserciones del estudio).',
        field,
      );
    return item;
  }

  /** The songs a position may take: its category's, else the library's music. */
  function poolOf(item: ForecastItem) {
    const pool = ctx.plannerData.pool(
      item.categoryId === undefined ? { kind: 'library' } : { kind: 'category', id: item.categoryId },
    );
    return pool?.tracks ?? [];
  }

  function neighbours(item: ForecastItem, reach: number): Neighbour[] {
    const around = window(item.plannedAt - reach, item.plannedAt + reach + 1)
      .filter((i) => i.position !== item.position && i.source !== 'spot' && i.source !== 'jingle')
      .map((i) => ({ at: i.plannedAt, artist: i.track.artist, title: i.track.title, album: i.track.album }));
    const since = new Date(item.plannedAt - reach).toISOString();
    const aired = repos.logPlan
      .aired(since, isoNow(ctx.clock))
      .filter((r) => r.kind === 'music')
      .map((r) => ({ at: Date.parse(r.startedAt), artist: r.artist, title: r.title, album: null }));
    return [...aired, ...around];
  }

  return {
    list: (from: number, to: number): LogItem[] => window(from, to).map(toLogItem),
    candidates(id: number): SwapCandidates {
      const item = song(id);
      const rules = ctx.plannerData.separation(item.categoryId ?? null);
      const around = neighbours(item, reachOf(rules));
      const ranked = poolOf(item)
        .filter((c) => c.id !== item.track.id)
        .map((c) =>
          candidateStatus(
            { ...c, title: c.title ?? '', album: c.album ?? null, duration: 0 },
            item.plannedAt,
            around,
            rules,
          ),
        )
        .sort((a, b) => Number(b.keepsAll) - Number(a.keepsAll) || a.title.localeCompare(b.title, 'es'))
        .slice(0, MAX_CANDIDATES);
      const durations = new Map(repos.tracks.getMany(ranked.map((c) => c.trackId)).map((t) => [t.id, t.duration]));
      const candidates = ranked.map((c) => ({ ...c, duration: durations.get(c.trackId) ?? 0 }));
      return { item: toLogItem(item), candidates };
    },
    lock(id: number, by: number | null): LogItem {
      repos.logEdits.set(id, 'lock', song(id).track.id, by);
      return toLogItem(find(id));
    },
    /** The position is the planner's again: what it picks there may change with the library and the schedule. */
    unlock(id: number): LogItem {
      find(id);
      if (!repos.logEdits.clear(id)) throw new Conflict('log_item_not_locked', 'Ese elemento no estaba fijado.');
      return toLogItem(find(id));
    },
    swap(id: number, trackId: number, by: number | null): LogItem {
      const item = song(id);
      if (!poolOf(item).some((c) => c.id === trackId))
        throw new Invalid(
          'track_not_in_category',
          item.categoryId === undefined
            ? 'Esa canción no está en la rotación de la biblioteca.'
            : 'Esa canción no es de la categoría de este elemento.',
          'trackId',
        );
      repos.logEdits.set(id, 'swap', trackId, by);
      unlink(ctx, item, 'se cambió en el registro musical');
      return toLogItem(find(id));
    },
    /** The item takes `toId`'s place and that item takes its own; both are then fixed. */
    move(id: number, toId: number, by: number | null): LogItem[] {
      if (id === toId) throw new Invalid('log_move_same', 'El elemento ya está en esa posición.', 'toId');
      const a = song(id);
      const b = song(toId, 'toId');
      repos.logEdits.exchange({ position: id, trackId: a.track.id }, { position: toId, trackId: b.track.id }, by);
      for (const moved of [a, b]) unlink(ctx, moved, 'se movió en el registro musical');
      return [toLogItem(find(id)), toLogItem(find(toId))];
    },
  };
}
export type LogService = ReturnType<typeof createLogService>;
