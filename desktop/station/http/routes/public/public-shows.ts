import { Router } from 'express';
import type { PublicShow, PublicShowDetail } from '../../../../../shared/schemas/public/public-shows';
import { stationOrigin } from '../../../config/hosts';
import type { StationContext } from '../../../core/context';
import { feedPath } from '../../../podcasts/feed';
import type { Occurrence } from '../../../programming/schedule/occurrences';
import {
  namedPresenters,
  occurrenceView,
  publicPresenterNames,
  showView,
} from '../../../programming/schedule/show-views';
import { occurrencesOf, SHOW_NOT_FOUND } from '../../../programming/schedule/shows-service';
import { nextDate, stationTimeZone, wallTime, weekdayOf } from '../../../../../shared/station/station-time';
import { publicEpisode } from '../../../repos/archive/podcasts';
import type { StoredShow } from '../../../repos/programming/shows';
import type { ApiGroup } from '../../route-helpers/api-group';
import { notFound } from '../../errors/errors';
import { handle } from '../../route-helpers/handle';

/** How far ahead a show page looks for its next airing (a monthly show airs within five weeks). */
const NEXT_AIRING_DAYS = 42;
const LATEST_EPISODES = 10;

/** The Monday (station date) of the week a date is in. */
export const mondayOf = (date: string) => nextDate(date, -((weekdayOf(date) + 6) % 7));

/** The public week and show pages' data: read from the same occurrences as the planner. */
function publicShowRoutes(ctx: Pick<StationContext, 'clock' | 'config' | 'plannerData' | 'repos'>): Router {
  const { repos } = ctx;
  const router = Router();
  const zone = () => stationTimeZone(ctx.config);

  handle(router, 'station.week', ({ query, res }) => {
    const start = mondayOf(query.start ?? wallTime(ctx.clock.now(), zone()).date);
    const end = nextDate(start, 6);
    const names = publicPresenterNames(ctx);
    const occurrences = occurrencesOf(ctx).onDates(start, end);
    res.json({ start, end, timeZone: zone(), occurrences: occurrences.map((o) => occurrenceView(ctx, o, names)) });
  });

  const upcoming = (): Occurrence[] => {
    const today = wallTime(ctx.clock.now(), zone()).date;
    const now = ctx.clock.now();
    return occurrencesOf(ctx)
      .onDates(nextDate(today, -1), nextDate(today, NEXT_AIRING_DAYS))
      .filter((o) => o.endAt > now);
  };
  /** A syndicated show's source as its feed last named it; nothing before the feed was first read. */
  const sourceOf = (showId: number): PublicShow['source'] => {
    if (!repos.syndication.get(showId)) return null;
    const { feedTitle, feedLink } = repos.syndication.poll(showId);
    return feedTitle ? { title: feedTitle, link: feedLink || null } : null;
  };
  const publicShow = (show: StoredShow, next: Occurrence[], names: Map<number, string>): PublicShow => {
    const view = showView(ctx, show);
    const airing = next.find((o) => o.showId === show.id);
    return {
      id: view.id,
      slug: view.slug,
      name: view.name,
      description: view.description,
      kind: view.kind,
      imageUrl: view.imageUrl,
      colour: view.colour,
      presenters: namedPresenters(view.presenterIds, names),
      rules: view.rules,
      nextAiring: airing ? occurrenceView(ctx, airing, names) : null,
      icsUrl: `/programacion/${view.slug}.ics`,
      source: sourceOf(show.id),
    };
  };

  handle(router, 'shows.public', ({ res }) => {
    const next = upcoming();
    const names = publicPresenterNames(ctx);
    res.json(repos.shows.list().map((show) => publicShow(show, next, names)));
  });

  handle(router, 'shows.publicGet', ({ req, res }) => {
    const show = repos.shows.bySlug(String(req.params.slug));
    if (!show) throw notFound(SHOW_NOT_FOUND);
    const podcast = show.podcastId === null ? undefined : repos.podcasts.get(show.podcastId);
    const body: PublicShowDetail = {
      ...publicShow(show, upcoming(), publicPresenterNames(ctx)),
      podcastId: podcast?.id ?? null,
      feedUrl: podcast ? `${stationOrigin(ctx.config)}${feedPath(podcast.slug)}` : null,
      episodes: podcast ? repos.podcasts.episodes(podcast.id).slice(0, LATEST_EPISODES).map(publicEpisode) : [],
    };
    res.json(body);
  });

  return router;
}

export const publicShowsGroup: ApiGroup = (ctx, api) => {
  api.use(publicShowRoutes(ctx));
};
