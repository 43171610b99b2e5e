import { Router } from 'express';
import type { StationContext } from '../../../core/context';
import { attachOccurrenceFile, editOccurrence } from '../../../programming/schedule/occurrence-edits';
import { occurrenceView, presenterNames, showView } from '../../../programming/schedule/show-views';
import {
  checkShow,
  deleteShow,
  occurrencesOf,
  SHOW_NOT_FOUND,
  saveShow,
} from '../../../programming/schedule/shows-service';
import { notFound } from '../../errors/errors';
import { assertFeedReachable, assertRelayReachable } from '../../route-helpers/relay-url';
import { syndicationView } from '../../../syndication/syndication-view';
import { occurrenceAiringStatus } from '../../../syndication/airing-status';
import type { Occurrence } from '../../../programming/schedule/occurrences';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

const ACTIONS = { cancel: 'cancelada', move: 'movida', replace: 'sustituida', restore: 'restaurada' } as const;
const SCOPES = { one: 'solo esta', following: 'esta y las siguientes', all: 'todas' } as const;

/** Shows, their rules and their occurrences: the programme coordinator's week, entered once. */
export function adminShowRoutes(
  ctx: Pick<StationContext, 'clock' | 'config' | 'db' | 'downloadAddressPolicy' | 'events' | 'plannerData' | 'repos'>,
): Router {
  const { repos } = ctx;
  const router = Router();
  // A syndicated occurrence says whether its episode is on disk («descargado», «pendiente», «fallo» and why).
  const view = (o: Occurrence, names = presenterNames(ctx)) => ({
    ...occurrenceView(ctx, o, names),
    syndication: occurrenceAiringStatus(ctx, o, ctx.clock.now()),
  });
  const found = (id: number) => {
    const show = repos.shows.get(id);
    if (!show) throw notFound(SHOW_NOT_FOUND);
    return showView(ctx, show, syndicationView(ctx, id, ctx.clock.now()));
  };

  // Each syndicated show with its feed block: the editor opens from this list and must not save its rules away.
  handle(router, 'shows.list', requireAdmin, ({ res }) => {
    const now = ctx.clock.now();
    res.json(repos.shows.list().map((s) => showView(ctx, s, syndicationView(ctx, s.id, now))));
  });

  handle(router, 'shows.create', requireAdmin, async ({ body: input, res }) => {
    await assertRelayReachable(ctx, input.relayUrl);
    await assertFeedReachable(ctx, input.feedUrl);
    const id = saveShow(ctx, input);
    repos.audit.record(actor(res), 'show.create', `Programa «${input.name}» creado`);
    res.status(201).json(found(id));
  });

  handle(router, 'shows.check', requireAdmin, ({ query: { id }, body, res }) => {
    res.json(checkShow(ctx, body, id ?? null));
  });

  handle(router, 'shows.occurrencesAll', requireAdmin, ({ query: { from, to }, res }) => {
    const names = presenterNames(ctx);
    res.json(
      occurrencesOf(ctx)
        .onDates(from, to, true)
        .map((o) => view(o, names)),
    );
  });

  handle(router, 'shows.get', requireAdmin, ({ params, res }) => res.json(found(params.id)));

  handle(router, 'shows.update', requireAdmin, async ({ params: { id }, body: input, res }) => {
    await assertRelayReachable(ctx, input.relayUrl);
    await assertFeedReachable(ctx, input.feedUrl);
    saveShow(ctx, input, id);
    repos.audit.record(actor(res), 'show.update', `Programa «${input.name}» editado`);
    res.json(found(id));
  });

  handle(router, 'shows.delete', requireAdmin, ({ params: { id }, res }) => {
    const show = found(id);
    deleteShow(ctx, id);
    repos.audit.record(actor(res), 'show.delete', `Programa «${show.name}» eliminado`);
    res.status(204).end();
  });

  handle(router, 'shows.occurrences', requireAdmin, ({ params: { id }, query: { from, to }, res }) => {
    found(id);
    const names = presenterNames(ctx);
    const mine = occurrencesOf(ctx)
      .onDates(from, to, true)
      .filter((o) => o.showId === id || o.sourceShowId === id);
    res.json(mine.map((o) => view(o, names)));
  });

  handle(router, 'shows.editOccurrence', requireAdmin, ({ params: { id, start }, body: edit, res }) => {
    editOccurrence(ctx, id, start, edit);
    const show = found(id);
    const when = new Date(start).toISOString();
    repos.audit.record(
      actor(res),
      'show.occurrence',
      `Programa «${show.name}», emisión ${when} ${ACTIONS[edit.action]} (${SCOPES[edit.scope]})`,
    );
    res.json(show);
  });

  handle(router, 'shows.occurrenceFile', requireAdmin, ({ params: { id, start }, body: { trackId }, res }) => {
    const occurrence = attachOccurrenceFile(ctx, id, start, trackId);
    res.json(view(occurrence));
  });

  return router;
}
