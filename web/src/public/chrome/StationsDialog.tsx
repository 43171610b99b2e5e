import { Globe } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const load = () => import('./StationsDialogContent');
const StationsDialogContent = lazy(load);

export const STATIONS_TRIGGER_CLASS =
  'inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100';

export function StationsTriggerLabel() {
  const { t } = useTranslation();
  return (
    <>
      <Globe className="h-5 w-5" aria-hidden />
      <span className="hidden sm:inline">{t('chrome.stations.button')}</span>
      <span className="sr-only sm:hidden">{t('chrome.stations.button')}</span>
    </>
  );
}

/**
 * The stations button. Radix's dialog is fetched when a visitor reaches for it, which keeps it out of the home
 * page's first load; the press opens it.
 */
export function StationsDialog() {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <button
      type="button"
      className={STATIONS_TRIGGER_CLASS}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setWanted(true)}
    >
      <StationsTriggerLabel />
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <StationsDialogContent />
    </Suspense>
  );
}
