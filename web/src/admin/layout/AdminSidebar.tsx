import {
  BellRing,
  ChartLine,
  Code,
  Disc3,
  FileCheck2,
  Gauge,
  Image,
  LogOut,
  Megaphone,
  Menu,
  Music,
  Podcast,
  Radio,
  RadioTower,
  Send,
  Share2,
  SlidersHorizontal,
  X,
  ListMusic,
} from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { STATION } from '../../../../shared/station/station-facts';
import { useMediaQuery } from '../../lib/use-media-query';
import { useLogout } from '../auth/useLogout';

const LINKS = [
  { to: '/admin/dashboard', label: 'Panel Principal', icon: Gauge },
  { to: '/admin/upload/music', label: 'Gestión de Música', icon: Music },
  { to: '/admin/upload/gallery', label: 'Gestión de Galería', icon: Image },
  { to: '/admin/streaming', label: 'Control de Streaming', icon: Radio },
  { to: '/admin/reproductor', label: 'Reproductor para tu web', icon: Code },
  { to: '/admin/outputs', label: 'Salidas', icon: Share2 },
  { to: '/admin/relays', label: 'Repetidores', icon: RadioTower },
  { to: '/admin/difusion', label: 'Difusión', icon: Send },
  { to: '/admin/advertising', label: 'Publicidad', icon: Megaphone },
  { to: '/admin/audience', label: 'Audiencia', icon: ChartLine },
  { to: '/admin/alerts', label: 'Avisos', icon: BellRing },
  { to: '/admin/recordings', label: 'Grabaciones', icon: Disc3 },
  { to: '/admin/podcasts', label: 'Podcasts', icon: Podcast },
  { to: '/admin/reports', label: 'Registro de emisión', icon: FileCheck2 },
  { to: '/admin/registro-musical', label: 'Registro musical', icon: ListMusic },
  // The console the desktop window shows; a remote volunteer reaches it from here.
  { to: '/studio', label: 'Estudio', icon: SlidersHorizontal },
] as const;

/** Tailwind's md: from here up the sidebar sits beside the content. */
const WIDE = '(min-width: 48rem)';

/**
 * The admin area's main navigation; NavLink marks the current page (aria-current="page"). On a phone the ten links
 * took 540 of 844 px before any content, so below `md` they fold behind a 'Menú' button (a disclosure: Radix
 * Collapsible gives it aria-expanded and aria-controls); Escape or following a link folds them again. From `md` up
 * the menu is always open and the button is not shown.
 */
export function AdminSidebar() {
  const logout = useLogout();
  const wide = useMediaQuery(WIDE);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const fold = () => setOpen(false);
  return (
    <Collapsible.Root
      asChild
      open={wide || open}
      onOpenChange={setOpen}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || wide || !open) return;
        fold();
        button.current?.focus();
      }}
    >
      <aside className="flex w-full flex-col bg-gray-900 text-gray-100 md:min-h-screen md:w-64">
        <div className="flex items-center justify-between gap-2 border-b border-gray-800 px-4 py-2 md:p-4">
          <div>
            <p className="font-bold md:text-lg">{STATION.name}</p>
            <p className="text-xs text-gray-400 md:text-sm">Panel de Administración</p>
          </div>
          <Collapsible.Trigger
            ref={button}
            className="flex items-center gap-2 rounded-md border border-gray-700 px-3 py-2 text-sm hover:bg-gray-800 md:hidden"
          >
            {open ? <X aria-hidden className="h-4 w-4" /> : <Menu aria-hidden className="h-4 w-4" />}
            Menú
          </Collapsible.Trigger>
        </div>
        <Collapsible.Content className="flex flex-1 flex-col">
          <nav aria-label="Administración" className="flex-1 p-2">
            <ul className="space-y-1">
              {LINKS.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end
                    onClick={fold}
                    className={({ isActive }) =>
                      `flex items-center gap-2 rounded-md px-3 py-2 text-sm ${isActive ? 'bg-brand text-white' : 'text-gray-300 hover:bg-gray-800 hover:text-white'}`
                    }
                  >
                    <Icon aria-hidden className="h-4 w-4" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-gray-800 p-2">
            <button
              type="button"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm text-gray-300 hover:bg-gray-800 hover:text-white"
            >
              <LogOut aria-hidden className="h-4 w-4" />
              Cerrar Sesión
            </button>
          </div>
        </Collapsible.Content>
      </aside>
    </Collapsible.Root>
  );
}
