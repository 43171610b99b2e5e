import { SPOT_LENGTHS_SECONDS, type SpotLength } from './pricing-tables';
import { type CampaignQuote, quoteCampaign } from './pricing';
import { CAMPAIGN_MAX_SPOTS, type Daypart } from './schemas/campaigns';

/** The rates sell 10, 20, 30 and 60 s spots: a file is billed at the next length up, and anything longer as 60 s. */
export function spotLengthFor(durationSec: number): SpotLength {
  return SPOT_LENGTHS_SECONDS.find((length) => durationSec <= length) ?? 60;
}

/**
 * The price of a booked campaign by the calculator's own rule (/advertising/rates): its spots, the spot's
 * billed length and the daypart surcharge; no loyalty plan or extras, which are agreed outside the booking.
 * The server shows it as the campaign's price and the campaign form as its preview. Null while the input does
 * not yet describe a campaign the rates can price.
 */
export function quoteBooking({
  spots,
  spotDurationSec,
  daypart,
}: {
  spots: number;
  spotDurationSec: number | undefined;
  daypart: Daypart;
}): CampaignQuote | null {
  if (spotDurationSec === undefined || !Number.isInteger(spots) || spots < 1 || spots > CAMPAIGN_MAX_SPOTS) return null;
  return quoteCampaign({
    spots,
    spotLength: spotLengthFor(spotDurationSec),
    loyalty: 'none',
    surcharges: daypart === 'any' ? [] : [daypart],
    spotProduction: false,
    sponsorshipMonths: 0,
  });
}
