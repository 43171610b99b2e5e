import { Menu, X } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { EXTERNAL_LINKS, MENU_ENTRIES } from './links';

const item = 'block rounded px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100';
const active = 'block rounded px-3 py-2 text-sm font-semibold text-brand bg-red-50';

/** The burger button toggles the full menu list; choosing an entry closes it again. */
export function BurgerMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="contents">
      <Collapsible.Trigger
        className="inline-flex items-center rounded-md p-2 text-gray-800 hover:bg-gray-100"
        aria-label={open ? t('chrome.menuClose') : t('chrome.menuOpen')}
      >
        {open ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
      </Collapsible.Trigger>
      <Collapsible.Content className="absolute inset-x-0 top-full z-30 border-b border-gray-200 bg-white shadow-lg">
        <nav aria-label={t('chrome.menuLabel')} className="mx-auto max-w-7xl px-4 py-3">
          <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-4">
            {MENU_ENTRIES.map((entry) => (
              <li key={entry.key}>
                <NavLink to={entry.to} end onClick={close} className={({ isActive }) => (isActive ? active : item)}>
                  {t(`nav.${entry.key}`)}
                </NavLink>
              </li>
            ))}
            <li>
              <a href={EXTERNAL_LINKS.businessGroup} target="_blank" rel="noopener noreferrer" className={item}>
                {t('nav.business')}
              </a>
            </li>
            <li>
              <NavLink to="/intranet" onClick={close} className={item}>
                {t('nav.intranet')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
