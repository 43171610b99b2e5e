import type { ShowInput } from '../../../../shared/schemas/programming/shows';
import type { StationContext } from '../../core/context';
import { Conflict, Invalid, NotFound } from '../../core/domain-errors';
import { slugify } from '../../repos/archive/podcasts';
import type { ShowFields } from '../../repos/programming/shows';
import type { OccurrenceSource } from './occurrence-source';
import { expandOccurrences, firstOverlap, type Occurrence, occurrenceAt, type ScheduleData } from './occurrences';
import { conflictOf } from './show-views';
import { nextDate, stationTimeZone, wallTime } from '../../../../shared/station/station-time';

type Ctx = Pick<StationContext, 'repos' | 'config' | 'db' | 'events' | 'clock'>;

/** How far ahead a save is checked for overlaps: a year covers every weekly, alternating and monthly pattern. */
const OVERLAP_HORIZON_DAYS = 366;
const PALETTE = ['#2563eb', '#dc2626', '#16a34a', '#9333ea', '#ea580c', '#0891b2', '#ca8a04', '#db2777'];

export const SHOW_NOT_FOUND = 'El programa no existe.';
export const OCCURRENCE_NOT_FOUND = 'Esa emisión no existe en el programa.';

/** The station's occurrences: the planner's own copy, cached per day and fresh after every programming change. */
export function occurrencesOf(ctx: Pick<StationContext, 'plannerData'>): OccurrenceSource {
  return ctx.plannerData.occurrences;
}

/** The references a show names exist and fit; throws the domain error that says which. */
function assertReferences(ctx: Ctx, input: ShowInput, id: number | null) {
  const { repos } = ctx;
  if (input.playlistId !== null) {
    const kind = repos.playlists.kindOf(input.playlistId);
    if (!kind) throw new Invalid('validation_failed', 'La lista no existe.', 'playlistId');
    if (kind !== 'music')
      throw new Invalid('validation_failed', 'Un programa solo puede llevar una lista de música.', 'playlistId');
  }
  if (input.clockId !== null && !repos.clocks.get(input.clockId))
    throw new Invalid('validation_failed', 'El reloj no existe.', 'clockId');
  if (input.imageId !== null && !repos.gallery.get(input.imageId))
    throw new Invalid('validation_failed', 'La imagen no existe en la galería.', 'imageId');
  if (input.podcastId !== null && !repos.podcasts.get(input.podcastId))
    throw new Invalid('validation_failed', 'El podcast no existe.', 'podcastId');
  for (const userId of input.presenterIds)
    if (!repos.users.get(userId))
      throw new Invalid('validation_failed', `El presentador ${userId} no es un usuario.`, 'presenterIds');
  if (input.repeatOfShowId !== null) {
    if (input.repeatOfShowId === id)
      throw new Invalid('validation_failed', 'Un programa no puede redifundirse a sí mismo.', 'repeatOfShowId');
    if (!repos.shows.get(input.repeatOfShowId))
      throw new Invalid('validation_failed', 'El programa repetido no existe.', 'repeatOfShowId');
  }
  if (input.slug !== null && repos.shows.slugTaken(input.slug, id ?? 0))
    throw new Conflict('slug_taken', 'Ya hay un programa con ese identificador web.', 'slug');
}

function fieldsOf(ctx: Ctx, input: ShowInput, id: number | null): ShowFields {
  let slug = input.slug;
  if (slug === null) {
    const base = slugify(input.name) === 'podcast' && !/podcast/i.test(input.name) ? 'programa' : slugify(input.name);
    slug = base;
    for (let n = 2; ctx.repos.shows.slugTaken(slug, id ?? 0); n++) slug = `${base}-${n}`;
  }
  const colour = input.colour ?? ctx.repos.shows.get(id ?? 0)?.colour ?? PALETTE[ctx.repos.shows.list().length % 8]!;
  const { rules: _r, presenterIds: _p, slug: _s, colour: _c, ...rest } = input;
  return { ...rest, slug, colour };
}

/** The occurrences from today over the horizon, cancelled ones left out, read inside the writing transaction. */
function horizon(ctx: Ctx): { data: ScheduleData; from: string; to: string; timeZone: string } {
  const timeZone = stationTimeZone(ctx.config);
  const from = nextDate(wallTime(ctx.clock.now(), timeZone).date, -1);
  const to = nextDate(from, OVERLAP_HORIZON_DAYS);
  return { data: { ...ctx.repos.shows.definitions(), oneOffs: ctx.repos.shows.oneOffs(from, to) }, from, to, timeZone };
}

/**
 * Throws a 409 naming the other show and its time when an occurrence that `touches` selects meets another one.
 * Run inside the transaction that wrote, so a refused save leaves nothing behind.
 */
export function assertNoOverlap(ctx: Ctx, touches: (o: Occurrence) => boolean): void {
  const { data, from, to, timeZone } = horizon(ctx);
  const clash = firstOverlap(expandOccurrences(data, { from, to, timeZone }), touches);
  if (!clash) return;
  const other = touches(clash[0]) && !touches(clash[1]) ? clash[1] : clash[0];
  throw new Conflict('schedule_overlap', conflictOf(other, timeZone).message, 'rules');
}

const ofShow = (id: number) => (o: Occurrence) => o.showId === id || o.sourceShowId === id;

/** Creates or replaces a show (PUT replaces every rule: "all" occurrences); refused whole on any overlap. */
export function saveShow(ctx: Ctx, input: ShowInput, id: number | null = null): number {
  if (id !== null && !ctx.repos.shows.get(id)) throw new NotFound('not_found', SHOW_NOT_FOUND);
  assertReferences(ctx, input, id);
  const fields = fieldsOf(ctx, input, id);
  return ctx.repos.transaction(() => {
    let showId = id;
    if (showId === null) showId = ctx.repos.shows.create(fields, input.presenterIds, input.rules);
    else ctx.repos.shows.update(showId, fields, input.presenterIds, input.rules);
    // A syndicated show's feed and rules live beside it; a show that stops being syndicated drops them.
    if (input.kind === 'syndicated') ctx.repos.syndication.set(showId, input);
    else ctx.repos.syndication.remove(showId);
    assertNoOverlap(ctx, ofShow(showId));
    return showId;
  })();
}

/** What saving `input` would collide with, without saving it (the calendar warns before saving). */
export function checkShow(ctx: Ctx, input: ShowInput, id: number | null) {
  const { data, from, to, timeZone } = horizon(ctx);
  const probe = id ?? -1;
  const base = data.shows.find((s) => s.id === probe);
  const show = {
    id: probe,
    name: input.name,
    slug: input.slug ?? '',
    kind: input.kind,
    colour: input.colour ?? base?.colour ?? PALETTE[0]!,
    playlistId: input.playlistId,
    clockId: input.clockId,
    relayUrl: input.relayUrl,
    repeatOfShowId: input.repeatOfShowId,
    presenterIds: input.presenterIds,
  };
  const probeData: ScheduleData = {
    ...data,
    shows: [...data.shows.filter((s) => s.id !== probe), show],
    rules: [
      ...data.rules.filter((r) => r.showId !== probe),
      ...input.rules.map((r, i) => ({ ...r, id: -1 - i, showId: probe })),
    ],
  };
  const occurrences = expandOccurrences(probeData, { from, to, timeZone }).filter((o) => o.status !== 'cancelled');
  const mine = occurrences.filter(ofShow(probe));
  const others = occurrences.filter((o) => !ofShow(probe)(o));
  const seen = new Set<string>();
  const conflicts = [];
  for (const o of mine)
    for (const other of others) {
      if (other.startAt >= o.endAt || other.endAt <= o.startAt) continue;
      const key = `${other.showId}@${other.startAt}`;
      if (seen.has(key)) continue;
      seen.add(key);
      conflicts.push(conflictOf(other, timeZone));
      if (conflicts.length >= 20) return conflicts;
    }
  return conflicts;
}

/** Deletes a show; its rules, presenters and exceptions go with it, its history (text in as_run) stays. */
export function deleteShow(ctx: Ctx, id: number): void {
  if (!ctx.repos.shows.remove(id)) throw new NotFound('not_found', SHOW_NOT_FOUND);
}

/** The occurrence of a show whose rule start is `startMs` (cancelled ones included), or a 404. */
export function findOccurrence(ctx: Ctx, showId: number, startMs: number): Occurrence {
  if (!ctx.repos.shows.get(showId)) throw new NotFound('not_found', SHOW_NOT_FOUND);
  const timeZone = stationTimeZone(ctx.config);
  const wall = wallTime(startMs, timeZone);
  const found = occurrenceAt(ctx.repos.shows.definitions(), showId, wall.date, wall.time, timeZone);
  if (!found) throw new NotFound('occurrence_not_found', OCCURRENCE_NOT_FOUND);
  return found;
}
