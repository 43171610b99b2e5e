import type { StationContext } from '../context';
import { webhookRefusal } from '../health/webhook';
import { publicAddressesOnly } from '../uploads/address-policy';
import { badRequest } from './errors';

const RELAY_PRIVATE =
  'La URL de la retransmisión lleva a una red privada o local. Usa la dirección pública de la emisora de origen.';

/**
 * A relay (a one-off's or a show's) is held at save time to the URL imports' address policy: a remote the station
 * would refuse to fetch at air time is refused now, with a 400 naming the field, rather than failing on the air.
 */
export async function assertRelayReachable(
  ctx: Pick<StationContext, 'downloadAddressPolicy'>,
  relayUrl: string | null | undefined,
): Promise<void> {
  if (!relayUrl) return;
  if (await webhookRefusal(relayUrl, ctx.downloadAddressPolicy ?? publicAddressesOnly))
    throw badRequest(RELAY_PRIVATE, 'relayUrl');
}
