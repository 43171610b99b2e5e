import { Router } from 'express';
import { showInputSchema } from '../../../../../shared/schemas/programming/shows';
import type { OpmlImportResult } from '../../../../../shared/schemas/programming/syndication';
import { STATION } from '../../../../../shared/station/station-facts';
import { dateOf } from '../../../core/clock';
import type { StationContext } from '../../../core/context';
import { DomainError } from '../../../core/domain-errors';
import { saveShow } from '../../../programming/schedule/shows-service';
import { FeedRefused } from '../../../syndication/feed-parse';
import { buildOpml, parseOpml } from '../../../syndication/opml';
import { previewFeed } from '../../../syndication/feed-preview';
import { badRequest, HttpError } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';
import { assertFeedReachable } from '../../route-helpers/relay-url';

/**
 * The syndicated shows' subscriptions as OPML, the list podcast apps and other stations' automation exchange:
 * exported whole, imported as new syndicated shows (no times yet: the coordinator places them in the week).
 * The editor's preview reads a feed before it is saved. Registered before the shows' own routes, so /shows/opml
 * and /shows/feed-preview are not read as a show id.
 */
export function adminSyndicationRoutes(
  ctx: Pick<
    StationContext,
    'clock' | 'config' | 'db' | 'downloadAddressPolicy' | 'events' | 'repos' | 'media' | 'plannerData' | 'shutdown'
  >,
): Router {
  const { repos } = ctx;
  const router = Router();

  handle(router, 'shows.opmlExport', requireAdmin, async ({ res }) => {
    const outlines = repos.syndication.list().flatMap((sub) => {
      const show = repos.shows.get(sub.showId);
      if (!show || !sub.feedUrl) return [];
      return [{ name: show.name, feedUrl: sub.feedUrl, pageUrl: repos.syndication.poll(sub.showId).feedLink }];
    });
    const xml = await buildOpml(`${STATION.name}: programas sindicados`, outlines, dateOf(ctx.clock));
    res
      .type('text/x-opml; charset=utf-8')
      .set('Content-Disposition', 'attachment; filename="programas-sindicados.opml"')
      .send(xml);
  });

  handle(router, 'shows.feedPreview', requireAdmin, async ({ body, res }) => {
    await assertFeedReachable(ctx, body.feedUrl);
    res.json(await previewFeed(ctx, body));
  });

  handle(router, 'shows.opmlImport', requireAdmin, async ({ body: { opml }, res }) => {
    let outlines: ReturnType<typeof parseOpml>;
    try {
      outlines = parseOpml(opml);
    } catch (error) {
      if (error instanceof FeedRefused) throw badRequest(error.message, 'opml');
      throw error;
    }
    const known = new Set(repos.syndication.list().map((s) => s.feedUrl));
    const result: OpmlImportResult = { created: [], skipped: [] };
    for (const o of outlines) {
      const skip = (reason: string) => result.skipped.push({ name: o.name, feedUrl: o.feedUrl, reason });
      if (known.has(o.feedUrl)) {
        skip('Ya hay un programa con ese feed.');
        continue;
      }
      const input = showInputSchema.safeParse({ name: o.name.slice(0, 120), kind: 'syndicated', feedUrl: o.feedUrl });
      if (!input.success) {
        skip(input.error.issues[0]?.message ?? 'Datos no válidos.');
        continue;
      }
      try {
        await assertFeedReachable(ctx, input.data.feedUrl);
        const id = saveShow(ctx, input.data);
        known.add(o.feedUrl);
        result.created.push({ id, name: input.data.name, feedUrl: o.feedUrl });
      } catch (error) {
        // One refused subscription (a private address, a clash) is reported; the others are still imported.
        if (!(error instanceof DomainError) && !(error instanceof HttpError)) throw error;
        skip(error.message);
      }
    }
    repos.audit.record(
      actor(res),
      'show.opml',
      `OPML importado: ${result.created.length} programas sindicados creados, ${result.skipped.length} omitidos`,
    );
    res.json(result);
  });

  return router;
}
