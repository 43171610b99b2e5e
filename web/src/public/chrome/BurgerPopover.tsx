import { Menu, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BURGER_TRIGGER_CLASS } from './burger-trigger';
import { EXTERNAL_LINKS, MENU_ENTRIES, MORE_ENTRIES } from './links';

const item = 'block rounded px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100';
const active = 'block rounded px-3 py-2 text-sm font-semibold text-brand bg-red-50';

/**
 * The burger button toggles the full menu list under the header (its anchor). A Radix popover, so Escape, a
 * click outside and choosing an entry all close it, and focus returns to the button. Loaded on demand by
 * BurgerMenu, open from the start (the press that loaded it).
 */
export default function BurgerPopover({ anchor }: { anchor: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLElement>} />
      <Popover.Trigger
        className={BURGER_TRIGGER_CLASS}
        aria-label={open ? t('chrome.menuClose') : t('chrome.menuOpen')}
      >
        {open ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
      </Popover.Trigger>
      <Popover.Content
        side="bottom"
        align="start"
        sideOffset={0}
        avoidCollisions={false}
        className="z-30 w-[var(--radix-popper-anchor-width)] border-b border-gray-200 bg-white shadow-lg"
        data-testid="burger-menu"
      >
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
          <h2 className="mt-3 border-t border-gray-200 px-3 pt-3 text-xs font-semibold uppercase text-gray-600">
            {t('nav.more')}
          </h2>
          <ul className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-4">
            {MORE_ENTRIES.map((entry) => (
              <li key={entry.key}>
                <NavLink to={entry.to} end onClick={close} className={({ isActive }) => (isActive ? active : item)}>
                  {t(`nav.${entry.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Popover.Content>
    </Popover.Root>
  );
}
