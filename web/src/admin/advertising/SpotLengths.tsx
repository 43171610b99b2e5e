import { formatSpotSeconds } from '../../../../shared/pricing/campaign-price';

/**
 * The spot's measured length and the rate length it is billed at, side by side: an advertiser who reads
 * "20,04 s" on the file must see at once that the campaign is priced as a 20 s spot.
 */
export function SpotLengths({ durationSec, billedSec }: { durationSec: number; billedSec: number }) {
  return (
    <span data-testid="spot-lengths">
      {formatSpotSeconds(durationSec)}, se factura como {billedSec} s
    </span>
  );
}
