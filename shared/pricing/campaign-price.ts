import { SPOT_LENGTH_TOLERANCE_SECONDS, SPOT_LENGTHS_SECONDS, type SpotLength } from './pricing-tables';
import { type CampaignQuote, quoteCampaign } from './pricing';
import { CAMPAIGN_MAX_SPOTS, type Daypart } from '../schemas/programming/campaigns';

/**
 * The published length a spot file is sold as: the shortest one it fits, allowing SPOT_LENGTH_TOLERANCE_SECONDS
 * over (20.04 s and 20.5 s are 20 s spots, 20.51 s is a 30 s one); anything longer is billed as 60 s. Durations
 * are compared in hundredths of a second, the precision the admin shows them with, so the figure on screen and
 * the rate always agree (a file measured 20.504 s shows as 20,5 s and is billed as 20 s).
 */
export function spotLengthFor(durationSec: number): SpotLength {
  const hundredths = Math.round(durationSec * 100);
  return (
    SPOT_LENGTHS_SECONDS.find((length) => hundredths <= Math.round((length + SPOT_LENGTH_TOLERANCE_SECONDS) * 100)) ??
    60
  );
}

const seconds = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
const lengths = new Intl.ListFormat('es', { type: 'disjunction' }).format(SPOT_LENGTHS_SECONDS.map(String));

/** A spot's measured length as the admin shows it beside the billed one: "20,04 s" (hundredths, as billed). */
export const formatSpotSeconds = (durationSec: number) => `${seconds.format(Math.round(durationSec * 100) / 100)} s`;

/** The billing rule in words, for the pages that show a price made by it. */
export const SPOT_LENGTH_RULE =
  `Se factura la duración de tarifa (${lengths} s): una cuña de hasta ${formatSpotSeconds(SPOT_LENGTH_TOLERANCE_SECONDS)} ` +
  `más cuenta como esa duración (una de ${formatSpotSeconds(20.04)} se factura como ${spotLengthFor(20.04)} s).`;

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
