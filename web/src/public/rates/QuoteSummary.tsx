import { useTranslation } from 'react-i18next';
import type { CampaignQuote } from '../../../../shared/pricing/pricing';
import { formatEuros } from '../../../../shared/text/format-number';

/** The calculated price, line by line, so the customer sees which discount applied and why. */
export function QuoteSummary({ quote }: { quote: CampaignQuote }) {
  const { t, i18n } = useTranslation();
  const euros = (amount: number) => formatEuros(amount, i18n.language);
  const line = 'flex justify-between gap-4 py-1';
  return (
    <div className="flex flex-col rounded-lg border border-gray-200 bg-white p-4">
      <h3 className="mb-2 font-bold text-gray-900">{t('rates.calculator.summary')}</h3>
      <dl className="divide-y divide-gray-100 text-gray-800">
        <div className={line}>
          <dt>{t('rates.calculator.baseLine', { tier: quote.tierLabel })}</dt>
          <dd>{euros(quote.base)}</dd>
        </div>
        {quote.surcharges.map((s) => (
          <div key={s.kind} className={line}>
            <dt>
              {t(`rates.surcharges.${s.kind}`)} (+{s.percent} %)
            </dt>
            <dd>+{euros(s.amount)}</dd>
          </div>
        ))}
        <div className={line}>
          <dt>
            {quote.discount
              ? t(`rates.calculator.discount.${quote.discount.kind}`, {
                  detail:
                    quote.discount.kind === 'loyalty'
                      ? t(`rates.loyalty.${quote.discount.detail}`)
                      : quote.discount.detail,
                  percent: quote.discount.percent,
                })
              : t('rates.calculator.noDiscount')}
          </dt>
          <dd>{quote.discount ? `−${euros(quote.discount.amount)}` : euros(0)}</dd>
        </div>
        {quote.extras.map((e) => (
          <div key={e.kind} className={line}>
            <dt>{t(`rates.calculator.extras.${e.kind}`)}</dt>
            <dd>+{euros(e.amount)}</dd>
          </div>
        ))}
        <div className={`${line} text-lg font-bold text-gray-900`}>
          <dt>{quote.isMinimum ? t('rates.calculator.totalFrom') : t('rates.calculator.total')}</dt>
          <dd data-testid="campaign-total">{euros(quote.total)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-gray-700">{t('rates.calculator.estimateNote')}</p>
    </div>
  );
}
