import type { ClockEvent } from '../../../../shared/schemas/music/clocks';
import { expandPattern } from '../../../../shared/station/dated-url';
import type { StationContext } from '../../core/context';
import { webhookRefusal } from '../../health/webhook';
import { publicAddressesOnly } from '../../uploads/address-policy';
import { badRequest } from '../errors/errors';

const RELAY_PRIVATE =
  'La URL de la retransmisión lleva a una red privada o local. Usa la dirección pública de la emisora de origen.';
const FEED_PRIVATE =
  'La URL del feed lleva a una red privada o local. Usa su dirección pública, o permite esa red al arrancar la emisora (--import-allow).';
const NEWS_PRIVATE =
  'La dirección con fecha lleva a una red privada o local. Usa su dirección pública, o permite esa red al arrancar la emisora (--import-allow).';
const REPEATER_PRIVATE =
  'La URL del repetidor lleva a una red privada o local. Usa su dirección pública, o permite esa red al arrancar la emisora (--import-allow).';

/**
 * A URL the station will reach on its own is held at save time to the URL imports' address policy (the public
 * internet, plus the networks the operator allowed with --import-allow): one the station would refuse to reach
 * later is refused now, with a 400 naming the field, rather than failing on the air or probing the studio's network.
 */
async function assertOutboundUrl(
  ctx: Pick<StationContext, 'downloadAddressPolicy'>,
  url: string | null | undefined,
  field: string,
  message: string,
): Promise<void> {
  if (!url) return;
  if (await webhookRefusal(url, ctx.downloadAddressPolicy ?? publicAddressesOnly)) throw badRequest(message, field);
}

/** A relay slot's remote stream (a one-off's or a show's), pulled at air time. */
export const assertRelayReachable = (ctx: Pick<StationContext, 'downloadAddressPolicy'>, relayUrl?: string | null) =>
  assertOutboundUrl(ctx, relayUrl, 'relayUrl', RELAY_PRIVATE);

/** An Icecast repeater, whose status page the station reads on a timer. */
export const assertRepeaterReachable = (ctx: Pick<StationContext, 'downloadAddressPolicy'>, url: string) =>
  assertOutboundUrl(ctx, url, 'url', REPEATER_PRIVATE);

/** A syndicated show's feed, polled on a timer (its episodes are checked again when downloaded). */
export const assertFeedReachable = (ctx: Pick<StationContext, 'downloadAddressPolicy'>, feedUrl?: string | null) =>
  assertOutboundUrl(ctx, feedUrl, 'feedUrl', FEED_PRIVATE);

/**
 * The dated addresses of a clock's "newest file" events, fetched ahead of each mark: checked as the next mark would
 * expand them (a token may stand in the host name), the field named by the event's place in the clock.
 */
export async function assertClockNewsReachable(
  ctx: Pick<StationContext, 'downloadAddressPolicy'>,
  events: readonly ClockEvent[],
  at: number,
  timeZone: string,
): Promise<void> {
  for (const [i, e] of events.entries())
    if (e.type === 'hard' && e.event.type === 'newest-file' && e.event.url !== undefined)
      await assertOutboundUrl(ctx, expandPattern(e.event.url, at, timeZone), `events.${i}.event.url`, NEWS_PRIVATE);
}
