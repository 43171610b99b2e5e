import { useTranslation } from 'react-i18next';
import { COST_BREAKDOWN_PERCENT } from '../../../../../shared/station/station-facts';
import { EstimatesDialog } from './EstimatesDialog';
import { InfoDialog } from './InfoDialog';
import { NON_PROFIT_TRIGGER_CLASS } from './non-profit-trigger';

/** The non-profit modal: where the advertising money goes (spec §9 cost breakdown). Loaded on demand, open. */
export default function NonProfitDialog() {
  const { t } = useTranslation();
  const entries = Object.entries(COST_BREAKDOWN_PERCENT) as Array<[keyof typeof COST_BREAKDOWN_PERCENT, number]>;
  return (
    <InfoDialog
      title={t('home.nonProfit.title')}
      description={t('home.nonProfit.text')}
      defaultOpen
      trigger={
        <button type="button" className={NON_PROFIT_TRIGGER_CLASS}>
          {t('home.fm.nonProfit')}
        </button>
      }
    >
      <h3 className="font-semibold">{t('home.nonProfit.breakdown')}</h3>
      <ul className="mt-2 space-y-2">
        {entries.map(([key, percent]) => (
          <li key={key}>
            <div className="flex justify-between text-sm">
              <span>{t(`home.nonProfit.items.${key}`)}</span>
              <span className="font-semibold tabular-nums">{percent}%</span>
            </div>
            <div className="mt-1 h-2 rounded bg-gray-200" aria-hidden>
              <div className="h-2 rounded bg-brand" style={{ width: `${percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <EstimatesDialog />
    </InfoDialog>
  );
}
