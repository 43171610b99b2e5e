import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { STATION } from '../../../../shared/station/station-facts';
import { onEarlyListen } from '../player/early-listen';
import { listenLive } from '../player/station-stream';
import { BurgerMenu } from './BurgerMenu';
import { LanguageMenu } from './LanguageMenu';
import { StationsDialog } from './StationsDialog';

/**
 * Logo, stations overlay, the highlighted live button (opens /live and starts the station's /stream, or leaves it
 * playing), language, menu.
 */
export function Header() {
  const { t } = useTranslation();
  const header = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  // Pressed before the app ran, the live button started the stream at once (scripts/early-listen.ts); the page
  // it links to opens now.
  useEffect(() => onEarlyListen('followed', (press) => press.to && navigate(press.to)), [navigate]);
  return (
    <header ref={header} className="relative border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-2">
        <Link to="/" className="flex min-w-0 items-center gap-2 rounded text-gray-900">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-bold text-white">
            {STATION.frequencyMHz}
          </span>
          <span className="sr-only truncate text-lg font-bold sm:not-sr-only">{STATION.name}</span>
        </Link>
        <div className="flex items-center gap-1">
          <StationsDialog />
          <Link
            to="/live"
            onClick={listenLive}
            data-early-listen="/live"
            className="inline-flex items-center gap-1 whitespace-nowrap rounded-md bg-brand px-3 py-2 text-sm font-semibold text-white shadow hover:bg-brand-dark"
            data-testid="live-button"
          >
            <Radio className="h-4 w-4" aria-hidden />
            {t('chrome.live')}
          </Link>
          <LanguageMenu />
          <BurgerMenu anchor={header} />
        </div>
      </div>
    </header>
  );
}
