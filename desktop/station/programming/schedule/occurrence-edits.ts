import type { OccurrenceEdit } from '../../../../shared/schemas/programming/show-occurrences';
import type { ShowRuleInput } from '../../../../shared/schemas/programming/show-rules';
import type { StationContext } from '../../core/context';
import { Invalid } from '../../core/domain-errors';
import type { ExceptionFields } from '../../repos/programming/shows';
import type { Occurrence, RuleDef } from './occurrences';
import { assertNoOverlap, findOccurrence } from './shows-service';
import { nextDate, weekdayOf } from '../../../../shared/station/station-time';

type Ctx = Pick<StationContext, 'repos' | 'config' | 'db' | 'events' | 'clock'>;

const NO_CHANGE: ExceptionFields = {
  status: 'scheduled',
  newDate: null,
  newTime: null,
  durationMin: null,
  replacementShowId: null,
  replacementProgramId: null,
  trackId: null,
};

const isoWeekday = (date: string) => ((weekdayOf(date) + 6) % 7) + 1;
/** The rule's weekdays moved by as many days as the occurrence moved (a Saturday show moved to Sunday…). */
const shiftDays = (days: readonly number[], by: number) =>
  [...new Set(days.map((d) => ((((d - 1 + by) % 7) + 7) % 7) + 1))].sort((a, b) => a - b);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

function ruleOf(ctx: Ctx, o: Occurrence): RuleDef {
  const rule = ctx.repos.shows.get(o.sourceShowId!)?.rules.find((r) => r.id === o.ruleId);
  if (!rule) throw new Invalid('validation_failed', 'La regla de esa emisión ya no existe.');
  return rule;
}

/** The new start (station "YYYY-MM-DDTHH:MM") and duration of a move, defaulting to the occurrence's own. */
function target(o: Occurrence, edit: OccurrenceEdit) {
  const [date, time] = edit.start ? (edit.start.split('T') as [string, string]) : [o.date, o.start];
  return { date, time, durationMin: edit.durationMin ?? o.durationMin };
}

/** Only this occurrence: an exception keyed by its rule start, the rule untouched. */
function editOne(ctx: Ctx, o: Occurrence, edit: OccurrenceEdit): void {
  const { shows, schedule } = ctx.repos;
  const showId = o.sourceShowId!;
  const keep = { trackId: o.trackId };
  // A special that replaced it goes when the occurrence is restored or replaced again.
  const previous = shows
    .definitions()
    .exceptions.find((e) => e.showId === showId && e.date === o.originalDate && e.time === o.originalTime);
  if (previous?.replacementProgramId) schedule.remove(previous.replacementProgramId);
  if (edit.action === 'restore') {
    shows.removeException(showId, o.originalDate, o.originalTime);
    if (o.trackId !== null && o.status !== 'replaced')
      shows.setException(showId, o.originalDate, o.originalTime, { ...NO_CHANGE, ...keep });
    return;
  }
  if (edit.action === 'cancel')
    return void shows.setException(showId, o.originalDate, o.originalTime, {
      ...NO_CHANGE,
      ...keep,
      status: 'cancelled',
    });
  if (edit.action === 'move') {
    const to = target(o, edit);
    return void shows.setException(showId, o.originalDate, o.originalTime, {
      ...NO_CHANGE,
      ...keep,
      status: 'moved',
      newDate: to.date,
      newTime: to.time,
      durationMin: to.durationMin,
    });
  }
  if (edit.replacementShowId !== undefined) {
    if (edit.replacementShowId === showId || !shows.get(edit.replacementShowId))
      throw new Invalid('validation_failed', 'El programa sustituto no existe.', 'replacementShowId');
    return void shows.setException(showId, o.originalDate, o.originalTime, {
      ...NO_CHANGE,
      status: 'replaced',
      replacementShowId: edit.replacementShowId,
    });
  }
  const special = edit.special!;
  const endMinutes = Number(o.start.slice(0, 2)) * 60 + Number(o.start.slice(3, 5)) + o.durationMin;
  if (endMinutes > 1440)
    throw new Invalid('validation_failed', 'Un especial no puede pasar de medianoche: sustitúyelo por otro programa.');
  const end =
    endMinutes === 1440
      ? '24:00'
      : `${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
  const programId = schedule.create({
    date: o.date,
    start: o.start,
    end,
    title: special.title,
    host: special.host,
    type: special.type,
    playlistId: special.playlistId ?? null,
    showTrackId: special.showTrackId ?? null,
  });
  shows.setException(showId, o.originalDate, o.originalTime, {
    ...NO_CHANGE,
    status: 'replaced',
    replacementProgramId: programId,
  });
}

/** This and the following: the rule ends the day before, a copy with the change takes over from this date. */
function editFollowing(ctx: Ctx, o: Occurrence, edit: OccurrenceEdit): void {
  const { shows } = ctx.repos;
  const rule = ruleOf(ctx, o);
  const showId = o.sourceShowId!;
  const before = nextDate(o.originalDate, -1);
  if (rule.from !== null && before < rule.from) shows.removeRule(rule.id);
  else shows.updateRule({ ...rule, until: before });
  shows.removeExceptionsFrom(showId, o.originalDate);
  if (edit.action === 'cancel') return;
  const to = target(o, edit);
  const shift = daysBetween(o.originalDate, to.date);
  shows.addRule(showId, {
    days: rule.nth === null ? shiftDays(rule.days, shift) : [isoWeekday(to.date)],
    start: to.time,
    durationMin: to.durationMin,
    from: to.date,
    until: rule.until,
    everyWeeks: rule.everyWeeks,
    nth: rule.nth as ShowRuleInput['nth'],
  });
}

/** All of them: the rule itself changes (or goes, for a cancel). */
function editAll(ctx: Ctx, o: Occurrence, edit: OccurrenceEdit): void {
  const rule = ruleOf(ctx, o);
  if (edit.action === 'cancel') return void ctx.repos.shows.removeRule(rule.id);
  const to = target(o, edit);
  const shift = daysBetween(o.originalDate, to.date);
  ctx.repos.shows.updateRule({
    ...rule,
    days: rule.nth === null ? shiftDays(rule.days, shift) : [isoWeekday(to.date)],
    start: to.time,
    durationMin: to.durationMin,
  });
}

/** Applies an edit of one, the following or all occurrences; refused whole (409) if the result overlaps. */
export function editOccurrence(ctx: Ctx, showId: number, startMs: number, edit: OccurrenceEdit): void {
  const o = findOccurrence(ctx, showId, startMs);
  ctx.repos.transaction(() => {
    if (edit.scope === 'one') editOne(ctx, o, edit);
    else if (edit.scope === 'following') editFollowing(ctx, o, edit);
    else editAll(ctx, o, edit);
    const replacement = edit.replacementShowId;
    assertNoOverlap(ctx, (x) => x.sourceShowId === showId || x.showId === showId || x.showId === replacement);
  })();
}

/** Attaches (or with null detaches) the recording a `recorded` show's occurrence airs. */
export function attachOccurrenceFile(ctx: Ctx, showId: number, startMs: number, trackId: number | null): Occurrence {
  const o = findOccurrence(ctx, showId, startMs);
  const kind = ctx.repos.shows.get(showId)?.kind;
  // A syndicated show's episodes are attached the same way, by the syndication service.
  if (kind !== 'recorded' && kind !== 'syndicated')
    throw new Invalid('validation_failed', 'Solo un programa grabado lleva un archivo por emisión.', 'trackId');
  if (trackId !== null && !ctx.repos.tracks.get(trackId))
    throw new Invalid('validation_failed', 'La grabación no existe en la biblioteca.', 'trackId');
  const existing = ctx.repos.shows
    .definitions()
    .exceptions.find((e) => e.showId === showId && e.date === o.originalDate && e.time === o.originalTime);
  const {
    id: _i,
    showId: _s,
    date: _d,
    time: _t,
    ...fields
  } = existing ?? { ...NO_CHANGE, id: 0, showId, date: '', time: '' };
  ctx.repos.shows.setException(showId, o.originalDate, o.originalTime, { ...fields, trackId });
  return findOccurrence(ctx, showId, startMs);
}
