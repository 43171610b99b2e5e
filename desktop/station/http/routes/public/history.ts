import { Router } from 'express';
import {
  HISTORY_AROUND_MINUTES,
  HISTORY_DEFAULT_DAYS,
  HISTORY_MAX_DAYS,
  type HistoryPage,
  type HistoryQuery,
} from '../../../../../shared/schemas/public/history';
import { foldText } from '../../../../../shared/schemas/common/paging';
import { PROGRAMMING } from '../../../../../shared/station/station-rules';
import type { StationContext } from '../../../core/context';
import { instantOf } from '../../../../../shared/station/station-time';
import { badRequest } from '../../errors/errors';
import { handle } from '../../route-helpers/handle';

const DAY_MS = 86_400_000;

/**
 * GET /api/history: "what was that song?" — the airplay of a window (the hour around a moment in station time, two
 * instants, or the last week), searched by words in the title or artist, accents and case ignored, page by page.
 */
export function historyRoutes({ repos, config, clock }: Pick<StationContext, 'repos' | 'config' | 'clock'>): Router {
  const router = Router();
  const timeZone = config.timezone ?? PROGRAMMING.defaultTimezone;

  function window(query: HistoryQuery): { from: number; to: number } {
    if (query.at) {
      const moment = instantOf(query.at.slice(0, 10), query.at.slice(11), timeZone);
      return { from: moment - HISTORY_AROUND_MINUTES * 60_000, to: moment + HISTORY_AROUND_MINUTES * 60_000 };
    }
    const days = HISTORY_DEFAULT_DAYS * DAY_MS;
    const to = query.to ? Date.parse(query.to) : query.from ? Date.parse(query.from) + days : clock.now();
    return { from: query.from ? Date.parse(query.from) : to - days, to };
  }

  handle(router, 'history.list', ({ query, res }) => {
    const { from, to } = window(query);
    if (to - from > HISTORY_MAX_DAYS * DAY_MS)
      throw badRequest(`La búsqueda abarca como mucho ${HISTORY_MAX_DAYS} días.`);
    const words = query.q ? foldText(query.q).split(/\s+/).filter(Boolean) : [];
    const rows = repos.playHistory.heardBetween(new Date(from).toISOString(), new Date(to).toISOString());
    const matching = words.length
      ? rows.filter((row) => {
          const text = foldText(`${row.title} ${row.artist}`);
          return words.every((word) => text.includes(word));
        })
      : rows;
    const page: HistoryPage = {
      items: matching.slice(query.offset, query.offset + query.limit),
      total: matching.length,
      offset: query.offset,
      limit: query.limit,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      timeZone,
    };
    res.json(page);
  });
  return router;
}
