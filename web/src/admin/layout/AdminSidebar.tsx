import {
  BellRing,
  ChartLine,
  Disc3,
  Gauge,
  Image,
  LogOut,
  Megaphone,
  Music,
  Podcast,
  Radio,
  RadioTower,
  Share2,
  SlidersHorizontal,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { STATION } from '../../../../shared/station-facts';
import { useLogout } from '../auth/useLogout';

const LINKS = [
  { to: '/admin/dashboard', label: 'Panel Principal', icon: Gauge },
  { to: '/admin/upload/music', label: 'Gestión de Música', icon: Music },
  { to: '/admin/upload/gallery', label: 'Gestión de Galería', icon: Image },
  { to: '/admin/streaming', label: 'Control de Streaming', icon: Radio },
  { to: '/admin/outputs', label: 'Salidas', icon: Share2 },
  { to: '/admin/relays', label: 'Repetidores', icon: RadioTower },
  { to: '/admin/advertising', label: 'Publicidad', icon: Megaphone },
  { to: '/admin/audience', label: 'Audiencia', icon: ChartLine },
  { to: '/admin/alerts', label: 'Avisos', icon: BellRing },
  { to: '/admin/recordings', label: 'Grabaciones', icon: Disc3 },
  { to: '/admin/podcasts', label: 'Podcasts', icon: Podcast },
  // The console the desktop window shows; a remote volunteer reaches it from here.
  { to: '/studio', label: 'Estudio', icon: SlidersHorizontal },
] as const;

/** The admin area's main navigation; NavLink marks the current page (aria-current="page"). */
export function AdminSidebar() {
  const logout = useLogout();
  return (
    <aside className="flex w-full flex-col bg-gray-900 text-gray-100 md:min-h-screen md:w-64">
      <div className="border-b border-gray-800 p-4">
        <p className="text-lg font-bold">{STATION.name}</p>
        <p className="text-sm text-gray-400">Panel de Administración</p>
      </div>
      <nav aria-label="Administración" className="flex-1 p-2">
        <ul className="space-y-1">
          {LINKS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end
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
    </aside>
  );
}
