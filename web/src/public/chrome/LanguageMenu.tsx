import { Languages } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TRIGGER_CLASS } from './language-trigger';

const load = () => import('./LanguageDropdown');
const LanguageDropdown = lazy(load);

/**
 * The language selector. Radix's menu (with its positioning engine, ~14 KB gzip) is only fetched when a visitor
 * reaches for the button, which keeps it out of the home page's first load; the first click opens it at once.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const current = i18n.resolvedLanguage ?? i18n.language;
  const placeholder = (
    <button
      type="button"
      className={LANGUAGE_TRIGGER_CLASS}
      aria-label={t('language.label')}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setWanted(true)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown') setWanted(true);
      }}
    >
      <Languages className="h-5 w-5" aria-hidden />
      <span className="uppercase">{current}</span>
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageDropdown defaultOpen />
    </Suspense>
  );
}
