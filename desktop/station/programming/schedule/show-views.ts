import type { OccurrenceView, ShowConflict } from '../../../../shared/schemas/programming/show-occurrences';
import type { Show } from '../../../../shared/schemas/programming/shows';
import type { StationContext } from '../../core/context';
import { mediaUrl } from '../../media/urls';
import type { StoredShow } from '../../repos/programming/shows';
import { wallEnd } from './occurrence-slots';
import type { SyndicationView } from '../../../../shared/schemas/programming/syndication';
import type { Occurrence } from './occurrences';
import { instantOf, stationTimeZone } from '../../../../shared/station/station-time';

type Ctx = Pick<StationContext, 'repos' | 'config'>;

/** User ids to the names the team reads in the admin area: each account's display name, else its login name. */
export function presenterNames(ctx: Pick<StationContext, 'repos'>): Map<number, string> {
  return new Map(ctx.repos.users.list().map((u) => [u.id, u.displayName]));
}

/**
 * User ids to the names a listener may read: a presenter's display name, and only one that is not their login name
 * (which is also their source user name, half of what it takes to go live). A presenter without one is left out of
 * public answers rather than shown by login.
 */
export function publicPresenterNames(ctx: Pick<StationContext, 'repos'>): Map<number, string> {
  const names = new Map<number, string>();
  for (const user of ctx.repos.users.list()) {
    const shown = publicNameOf(user);
    if (shown) names.set(user.id, shown);
  }
  return names;
}

/** One account's public name as publicPresenterNames reads it, or null when it has none to show. */
export function publicNameOf(user: { username: string; displayName: string }): string | null {
  const shown = user.displayName.trim();
  return shown && shown.toLowerCase() !== user.username.toLowerCase() ? shown : null;
}

/** The presenters `names` has a name for, by it (the public answers pass publicPresenterNames). */
export const namedPresenters = (ids: readonly number[], names: Map<number, string>) =>
  ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []));

/** An occurrence as the API answers it: ISO instants and station wall times. */
export function occurrenceView(ctx: Ctx, o: Occurrence, names = presenterNames(ctx)): OccurrenceView {
  const zone = stationTimeZone(ctx.config);
  return {
    showId: o.showId,
    showName: o.showName,
    slug: o.slug,
    kind: o.kind,
    colour: o.colour,
    start: new Date(o.startAt).toISOString(),
    end: new Date(o.endAt).toISOString(),
    date: o.date,
    startTime: o.start,
    endTime: wallEnd({ start: o.start, durationMin: o.durationMin }),
    presenterIds: o.presenterIds,
    presenters: namedPresenters(o.presenterIds, names),
    ruleId: o.ruleId,
    exceptionId: o.exceptionId,
    programId: o.programId,
    sourceShowId: o.sourceShowId,
    originalStart: new Date(instantOf(o.originalDate, o.originalTime, zone)).toISOString(),
    status: o.status,
    trackId: o.trackId,
  };
}

/** A show as the admin API answers it; a syndicated show's feed block is the caller's (syndication-view.ts). */
export function showView(
  ctx: Pick<StationContext, 'repos'>,
  show: StoredShow,
  syndication: SyndicationView | null = null,
): Show {
  const image = show.imageId === null ? undefined : ctx.repos.gallery.get(show.imageId);
  return {
    id: show.id,
    slug: show.slug,
    name: show.name,
    description: show.description,
    kind: show.kind,
    imageId: show.imageId,
    imageUrl: image ? mediaUrl('images', image.fileName) : null,
    colour: show.colour,
    playlistId: show.playlistId,
    podcastId: show.podcastId,
    clockId: show.clockId,
    relayUrl: show.relayUrl,
    repeatOfShowId: show.repeatOfShowId,
    presenterIds: show.presenters.map((p) => p.id),
    presenters: show.presenters,
    rules: show.rules.map(({ showId: _s, ...rule }) => rule),
    syndication,
  };
}

const DATE_FORMAT = new Map<string, Intl.DateTimeFormat>();
/** "sábado 28/11 16:00–18:00" in station time, for the admin's messages. */
export function describeAiring(o: Occurrence, timeZone: string): string {
  let f = DATE_FORMAT.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('es-ES', { timeZone, weekday: 'long', day: '2-digit', month: '2-digit' });
    DATE_FORMAT.set(timeZone, f);
  }
  return `${f.format(o.startAt).replace(',', '')} ${o.start}–${wallEnd({ start: o.start, durationMin: o.durationMin })}`;
}

/** The 409's body for two occurrences at once: the other show and its time. */
export function conflictOf(other: Occurrence, timeZone: string): ShowConflict {
  return {
    showId: other.showId,
    showName: other.showName,
    start: new Date(other.startAt).toISOString(),
    end: new Date(other.endAt).toISOString(),
    message: `Ese horario se solapa con «${other.showName}» (${describeAiring(other, timeZone)}).`,
  };
}
