import type { QueueItem } from '../../../shared/schemas/programming/programming';
import type { SeparationRule } from '../../../shared/schemas/music/separation';
import type { RequestCheck } from '../../../shared/schemas/requests/requests';
import { plural } from '../../../shared/text/plural';
import { stationTimeZone, wallTime } from '../../../shared/station/station-time';
import type { StationContext } from '../core/context';
import { reachOf } from '../programming/log/rule-status';
import { hasRules } from '../programming/planner/separation';
import { type RequestVerdict, requestVerdict } from './request-separation';
import { REQUEST_EXPIRY_MS } from './request-rules';

type Ctx = Pick<StationContext, 'repos' | 'broadcast' | 'config'>;
type Song = { artist: string; title: string; album: string | null };

const RULE_TEXT: Record<SeparationRule, string> = {
  artist: 'la emisora no pone dos canciones del mismo artista con menos de',
  title: 'la emisora no repite una canción con menos de',
  album: 'la emisora no pone dos canciones del mismo disco con menos de',
};
const minutes = (n: number) => plural(n, { one: '# minuto', other: '# minutos' });
const iso = (at: number) => new Date(at).toISOString();

/** The rule in words a listener understands, in Spanish (the site says it in its own language from the code). */
export function verdictMessage(verdict: RequestVerdict, timeZone: string): string | null {
  if (verdict.verdict === 'now' || !verdict.rule) return null;
  const reason = `${RULE_TEXT[verdict.rule]} ${minutes(verdict.minutes ?? 0)} de separación`;
  if (verdict.verdict === 'wait')
    return `Podrá sonar hacia las ${wallTime(verdict.availableAt!, timeZone).time}: ${reason}.`;
  const hours = plural(REQUEST_EXPIRY_MS / 3_600_000, { one: '# hora', other: '# horas' });
  return `No podrá sonar en las próximas ${hours}: ${reason}. Pide otra canción.`;
}

/**
 * The planner's answer for a requested song now: the station's separation rules (a request is no category's pick)
 * against what aired (the as-run) and what the next hour plans, with the wait an accepted request is allowed.
 */
export function createRequestVerdicts(ctx: Ctx) {
  const { repos } = ctx;
  const timeZone = stationTimeZone(ctx.config);
  const music = (i: QueueItem) => (i.source === 'rotation' || i.source === 'playlist') && i.trackId !== null;

  function verdictOf(song: Song, now: number, items: readonly QueueItem[]): RequestVerdict {
    const rules = repos.separation.station();
    if (!hasRules(rules)) return { verdict: 'now', availableAt: null, rule: null, minutes: null };
    const aired = repos.asRun.songsSince(iso(now - reachOf(rules)));
    const ahead = items.filter((i) => music(i) && Date.parse(i.plannedAt) >= now);
    const planned = ahead.map((i) => ({
      ...{ at: Date.parse(i.plannedAt), artist: i.artist, title: i.title },
      album: repos.tracks.get(i.trackId!)?.album ?? null,
    }));
    return requestVerdict({
      ...{ song, now, rules, around: [...aired, ...planned] },
      ...{ decisions: planned.map((p) => p.at), windowMs: REQUEST_EXPIRY_MS },
    });
  }

  return {
    verdictOf,
    /** GET /api/requests/tracks/:id/check's answer. */
    check(trackId: number, song: Song, now: number): RequestCheck {
      const verdict = verdictOf(song, now, ctx.broadcast.queue().items);
      return {
        trackId,
        verdict: verdict.verdict,
        availableAt: verdict.availableAt === null ? null : iso(verdict.availableAt),
        rule: verdict.rule,
        minutes: verdict.minutes,
        message: verdictMessage(verdict, timeZone),
      };
    },
    message: (verdict: RequestVerdict) => verdictMessage(verdict, timeZone),
  };
}
