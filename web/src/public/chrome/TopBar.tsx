import { useTranslation } from 'react-i18next';
import { Clock } from './Clock';
import { PLACEHOLDER_HREF, TOP_BAR_PLACES } from './links';

/**
 * Thin bar above the header: three town places (placeholders in the spec) and the clock with its date. It is
 * text flow rather than flex: on a wide screen everything is one line; on a phone the places wrap like words and
 * the clock floats to the right of the last line (two lines at 390 px), so nothing is cut or scrolled away.
 */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <div className="bg-gray-900 text-xs text-gray-100">
      <div className="mx-auto flow-root max-w-7xl px-4 py-1" data-testid="top-bar">
        <nav aria-label={t('chrome.topBarLabel')} className="inline" data-testid="top-bar-places">
          {TOP_BAR_PLACES.map((place) => (
            <a key={place} href={PLACEHOLDER_HREF} className="mr-4 inline-block whitespace-nowrap hover:underline">
              {t(`chrome.places.${place}`)}
            </a>
          ))}
        </nav>
        <Clock />
      </div>
    </div>
  );
}
