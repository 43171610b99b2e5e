import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STATION } from '../../../../shared/station/station-facts';
import { useCurrentMinute } from '../../lib/use-current-minute';
import { EXTERNAL_LINKS, FOOTER_DISCOVER_ENTRIES, PLACEHOLDER_HREF } from './links';

const SOCIAL = ['Facebook', 'Instagram', 'YouTube'] as const;
/** The programme links: what is on this week, every show's page, and what is on air now. */
const PROGRAMMES = [
  ['week', '/schedule'],
  ['shows', '/programacion'],
  ['live', '/live'],
] as const;

/**
 * Address, contact, programme links (the week, the shows, the air now), the pages the menu does not list, social placeholders and
 * the copyright with this year.
 */
export function Footer() {
  const { t } = useTranslation();
  // Prerendered HTML carries the build's year; the visitor's clock replaces it once the page is hydrated.
  const year = useCurrentMinute()?.getFullYear() ?? __BUILD_YEAR__;
  return (
    <footer className="bg-gray-900 pb-36 text-sm text-gray-200 md:pb-28">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <h2 className="mb-3 text-base font-semibold text-white">{STATION.name}</h2>
          <p className="flex gap-2">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden />
            {t('chrome.footer.address')}
          </p>
        </div>
        <div>
          <h2 className="mb-3 text-base font-semibold text-white">{t('chrome.footer.contact')}</h2>
          <p className="flex gap-2">
            <Phone className="h-4 w-4 shrink-0" aria-hidden />
            <a href="tel:+34972000000" className="hover:underline">
              +34 972 000 000
            </a>
          </p>
          <p className="mt-1 flex gap-2">
            <Mail className="h-4 w-4 shrink-0" aria-hidden />
            <a href="mailto:radio@example.org" className="hover:underline">
              radio@example.org
            </a>
          </p>
          <a
            href={EXTERNAL_LINKS.jobs}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-block hover:underline"
          >
            {t('chrome.footer.jobs')}
          </a>
        </div>
        <div>
          <h2 className="mb-3 text-base font-semibold text-white">{t('chrome.footer.programmes')}</h2>
          <ul className="space-y-1">
            {PROGRAMMES.map(([key, to]) => (
              <li key={key}>
                <Link to={to} className="hover:underline">
                  {t(`chrome.footer.programme.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-base font-semibold text-white">{t('chrome.footer.discover')}</h2>
          <ul className="space-y-1">
            {FOOTER_DISCOVER_ENTRIES.map((entry) => (
              <li key={entry.key}>
                <Link to={entry.to} className="hover:underline">
                  {t(`nav.${entry.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-base font-semibold text-white">{t('chrome.footer.social')}</h2>
          <ul className="flex flex-wrap gap-3">
            {SOCIAL.map((name) => (
              <li key={name}>
                <a href={PLACEHOLDER_HREF} className="rounded border border-gray-600 px-2 py-1 hover:bg-gray-800">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-gray-800 px-4 py-4 text-center text-gray-300" data-testid="copyright">
        © {year} {STATION.name} · {STATION.frequencyMHz} FM · {t('chrome.footer.rights')}
      </p>
    </footer>
  );
}
