import { zodResolver } from '../../lib/zod-resolver';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SPOT_LENGTHS_SECONDS } from '../../../../shared/pricing/pricing-tables';
import { quoteCampaign } from '../../../../shared/pricing/pricing';
import { CALCULATOR_DEFAULTS, calculatorSchema, toCampaignInput } from './calculator-schema';
import { QuoteSummary } from './QuoteSummary';
import { SURCHARGE_KINDS } from './SurchargesTable';

const LOYALTY = ['none', 'renewal', 'quarterly', 'annual'] as const;
const fieldClass =
  'w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 aria-[invalid=true]:border-red-700';

/** Live campaign price: the quote recomputes from the shared pricing rules as the form changes. */
export function CampaignCalculator() {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm({
    resolver: zodResolver(calculatorSchema),
    defaultValues: CALCULATOR_DEFAULTS,
    mode: 'onChange',
  });
  const values = useWatch({ control: form.control });
  const parsed = calculatorSchema.safeParse(values);
  const quote = parsed.success ? quoteCampaign(toCampaignInput(parsed.data)) : null;
  const { errors } = form.formState;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-6 rounded-lg border border-gray-200 bg-gray-50 p-4 sm:p-6 lg:grid-cols-2"
    >
      <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-4">
        <h2 id={`${id}-title`} className="text-xl font-bold text-gray-900">
          {t('rates.calculator.title')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-spots`} className="text-sm font-medium text-gray-900">
              {t('rates.calculator.spots')}
            </label>
            <input
              id={`${id}-spots`}
              type="number"
              min={1}
              max={1000}
              inputMode="numeric"
              aria-invalid={Boolean(errors.spots)}
              aria-describedby={errors.spots ? `${id}-spots-error` : undefined}
              {...form.register('spots', { valueAsNumber: true })}
              className={fieldClass}
            />
            {errors.spots && (
              <p id={`${id}-spots-error`} className="text-sm font-medium text-red-800">
                {t(`rates.calculator.errors.${errors.spots.message === 'spotsMax' ? 'spotsMax' : 'spots'}`)}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-length`} className="text-sm font-medium text-gray-900">
              {t('rates.calculator.spotLength')}
            </label>
            <select id={`${id}-length`} {...form.register('spotLength')} className={fieldClass}>
              {SPOT_LENGTHS_SECONDS.map((length) => (
                <option key={length} value={String(length)}>
                  {t('rates.seconds', { n: length })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-gray-900">{t('rates.calculator.loyalty')}</legend>
          {LOYALTY.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-gray-800">
              <input type="radio" value={kind} {...form.register('loyalty')} className="h-4 w-4 accent-red-700" />
              {kind === 'none' ? t('rates.calculator.noLoyalty') : t(`rates.loyalty.${kind}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-gray-900">{t('rates.calculator.surcharges')}</legend>
          {SURCHARGE_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-gray-800">
              <input type="checkbox" {...form.register(kind)} className="h-4 w-4 accent-red-700" />
              {t(`rates.surcharges.${kind}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-gray-900">{t('rates.calculator.extrasTitle')}</legend>
          <label className="flex items-center gap-2 text-gray-800">
            <input type="checkbox" {...form.register('spotProduction')} className="h-4 w-4 accent-red-700" />
            {t('rates.calculator.extras.spotProduction')}
          </label>
          <label htmlFor={`${id}-months`} className="text-gray-800">
            {t('rates.calculator.sponsorshipMonths')}
          </label>
          <input
            id={`${id}-months`}
            type="number"
            min={0}
            max={12}
            inputMode="numeric"
            aria-invalid={Boolean(errors.sponsorshipMonths)}
            {...form.register('sponsorshipMonths', { valueAsNumber: true })}
            className={`${fieldClass} max-w-32`}
          />
          {errors.sponsorshipMonths && (
            <p className="text-sm font-medium text-red-800">{t('rates.calculator.errors.months')}</p>
          )}
        </fieldset>
      </form>
      <div aria-live="polite">
        {quote ? <QuoteSummary quote={quote} /> : <p className="text-gray-700">{t('rates.calculator.fixInput')}</p>}
      </div>
    </section>
  );
}
