import { useTranslation } from 'react-i18next';
import { Clock } from './Clock';
import { PLACEHOLDER_HREF, TOP_BAR_PLACES } from './links';

/**
 * Thin bar above the header: three town places (placeholders in the spec) and the clock, on one line at any
 * width: on a phone the places scroll sideways and the clock drops its date.
 */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <div className="bg-gray-900 text-xs text-gray-100">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-1" data-testid="top-bar">
        <nav
          aria-label={t('chrome.topBarLabel')}
          className="flex min-w-0 gap-x-4 overflow-x-auto whitespace-nowrap [scrollbar-width:none]"
          data-testid="top-bar-places"
        >
          {TOP_BAR_PLACES.map((place) => (
            <a key={place} href={PLACEHOLDER_HREF} className="hover:underline">
              {t(`chrome.places.${place}`)}
            </a>
          ))}
        </nav>
        <Clock />
      </div>
    </div>
  );
}
