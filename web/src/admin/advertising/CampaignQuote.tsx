import type { Daypart } from '../../../../shared/schemas/programming/campaigns';
import { quoteBooking, SPOT_LENGTH_RULE, spotLengthFor } from '../../../../shared/pricing/campaign-price';
import { formatEuros } from '../../../../shared/text/format-number';
import { SpotLengths } from './SpotLengths';

const DISCOUNT_NAMES = { volume: 'descuento por volumen', loyalty: 'descuento de fidelidad' } as const;

/** The price as the public calculator computes it, with the parts a client will ask about. */
export function CampaignQuote({
  spots,
  spotDurationSec,
  daypart,
}: {
  spots: number;
  spotDurationSec: number | undefined;
  daypart: Daypart;
}) {
  const quote = quoteBooking({ spots, spotDurationSec, daypart });
  return (
    <div className="rounded-md border border-gray-200 bg-gray-50 p-3 text-sm">
      <p className="flex items-baseline justify-between gap-2">
        <span className="font-medium text-gray-700">Precio según tarifas</span>
        <output aria-label="Precio de la campaña" className="text-lg font-semibold tabular-nums">
          {quote ? formatEuros(quote.total, 'es') : '—'}
        </output>
      </p>
      {quote && spotDurationSec !== undefined ? (
        <p className="mt-1 text-gray-600">
          Cuña de <SpotLengths durationSec={spotDurationSec} billedSec={spotLengthFor(spotDurationSec)} /> · tramo{' '}
          {quote.tierLabel} cuñas, base {formatEuros(quote.base, 'es')}
          {quote.surcharges.map((s) => ` · recargo de franja +${s.percent} %`).join('')}
          {quote.discount && ` · ${DISCOUNT_NAMES[quote.discount.kind]} −${quote.discount.percent} %`}
        </p>
      ) : (
        <p className="mt-1 text-gray-600">Elige la cuña e indica las cuñas contratadas para calcular el precio.</p>
      )}
      <p className="mt-1 text-xs text-gray-500">{SPOT_LENGTH_RULE}</p>
    </div>
  );
}
