import { Menu } from 'lucide-react';
import { lazy, type RefObject, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BURGER_TRIGGER_CLASS } from './burger-trigger';

const load = () => import('./BurgerPopover');
const BurgerPopover = lazy(load);

/**
 * The burger button. Radix's popover (with its positioning engine) is fetched when a visitor reaches for the
 * button, as the language menu is, which keeps it out of the home page's first load; the press opens it.
 */
export function BurgerMenu({ anchor }: { anchor: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <button
      type="button"
      className={BURGER_TRIGGER_CLASS}
      aria-label={t('chrome.menuOpen')}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setWanted(true)}
    >
      <Menu className="h-6 w-6" aria-hidden />
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BurgerPopover anchor={anchor} />
    </Suspense>
  );
}
