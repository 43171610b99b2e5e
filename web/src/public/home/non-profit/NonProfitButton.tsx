import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NON_PROFIT_TRIGGER_CLASS } from './non-profit-trigger';

const load = () => import('./NonProfitDialog');
const NonProfitDialog = lazy(load);

/**
 * The non-profit button. The modal (Radix's dialog and its content) is fetched when a visitor reaches for the
 * button, which keeps it out of the home page's first load; the press opens it.
 */
export function NonProfitButton() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <button
      type="button"
      className={NON_PROFIT_TRIGGER_CLASS}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setWanted(true)}
    >
      {t('home.fm.nonProfit')}
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NonProfitDialog />
    </Suspense>
  );
}
