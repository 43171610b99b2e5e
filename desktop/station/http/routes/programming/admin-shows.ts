import { Router } from 'express';
import { idParamSchema } from '../../../../../shared/schemas/common/common';
import {
  occurrenceEditSchema,
  occurrenceFileSchema,
  occurrenceParamsSchema,
  occurrenceRangeQuerySchema,
  showCheckQuerySchema,
} from '../../../../../shared/schemas/programming/show-occurrences';
import { showInputSchema } from '../../../../../shared/schemas/programming/shows';
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
import { systemClock } from '../../../core/clock';
import { actor, requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';

const ACTIONS = { cancel: 'cancelada', move: 'movida', replace: 'sustituida', restore: 'restaurada' } as const;
const SCOPES = { one: 'solo esta', following: 'esta y las siguientes', all: 'todas' } as const;

/** Shows, their rules and their occurrences: the programme coordinator's week, entered once. */
export function adminShowRoutes(ctx: StationContext): Router {
  const { repos } = ctx;
  const router = Router();
  const found = (id: number) => {
    const show = repos.shows.get(id);
    if (!show) throw notFound(SHOW_NOT_FOUND);
    return showView(ctx, show, syndicationView(ctx, id, (ctx.clock ?? systemClock).now()));
  };

  router.get('/shows', requireAdmin, (_req, res) => res.json(repos.shows.list().map((s) => showView(ctx, s))));

  router.post('/shows', requireAdmin, async (req, res) => {
    const input = parse(showInputSchema, req.body ?? {});
    await assertRelayReachable(ctx, input.relayUrl);
    await assertFeedReachable(ctx, input.feedUrl);
    const id = saveShow(ctx, input);
    repos.audit.record(actor(res), 'show.create', `Programa «${input.name}» creado`);
    res.status(201).json(found(id));
  });

  router.post('/shows/check', requireAdmin, (req, res) => {
    const { id } = parse(showCheckQuerySchema, req.query);
    res.json(checkShow(ctx, parse(showInputSchema, req.body ?? {}), id ?? null));
  });

  router.get('/shows/occurrences', requireAdmin, (req, res) => {
    const { from, to } = parse(occurrenceRangeQuerySchema, req.query);
    const names = presenterNames(ctx);
    res.json(
      occurrencesOf(ctx)
        .onDates(from, to, true)
        .map((o) => occurrenceView(ctx, o, names)),
    );
  });

  router.get('/shows/:id', requireAdmin, (req, res) => res.json(found(parse(idParamSchema, req.params).id)));

  router.put('/shows/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const input = parse(showInputSchema, req.body ?? {});
    await assertRelayReachable(ctx, input.relayUrl);
    await assertFeedReachable(ctx, input.feedUrl);
    saveShow(ctx, input, id);
    repos.audit.record(actor(res), 'show.update', `Programa «${input.name}» editado`);
    res.json(found(id));
  });

  router.delete('/shows/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const show = found(id);
    deleteShow(ctx, id);
    repos.audit.record(actor(res), 'show.delete', `Programa «${show.name}» eliminado`);
    res.status(204).end();
  });

  router.get('/shows/:id/occurrences', requireAdmin, (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const { from, to } = parse(occurrenceRangeQuerySchema, req.query);
    found(id);
    const names = presenterNames(ctx);
    const mine = occurrencesOf(ctx)
      .onDates(from, to, true)
      .filter((o) => o.showId === id || o.sourceShowId === id);
    res.json(mine.map((o) => occurrenceView(ctx, o, names)));
  });

  router.patch('/shows/:id/occurrences/:start', requireAdmin, (req, res) => {
    const { id, start } = parse(occurrenceParamsSchema, req.params);
    const edit = parse(occurrenceEditSchema, req.body ?? {});
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

  router.put('/shows/:id/occurrences/:start/file', requireAdmin, (req, res) => {
    const { id, start } = parse(occurrenceParamsSchema, req.params);
    const { trackId } = parse(occurrenceFileSchema, req.body ?? {});
    const occurrence = attachOccurrenceFile(ctx, id, start, trackId);
    res.json(occurrenceView(ctx, occurrence));
  });

  return router;
}
