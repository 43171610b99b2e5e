import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { useLogout } from '../auth/useLogout';
import { type SectionId, SECTIONS } from './sections';

/** The dashboard's own section menu; the section lives in the URL (?section=) so it can be linked. */
export function DashboardMenu({ current }: { current: SectionId }) {
  const logout = useLogout();
  return (
    <nav
      aria-label="Secciones del panel"
      className="rounded-lg border border-gray-200 bg-white p-2 lg:w-52 lg:shrink-0"
    >
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {SECTIONS.map(({ id, label, icon: Icon }) => (
          <li key={id}>
            <Link
              to={`?section=${id}`}
              aria-current={id === current ? 'page' : undefined}
              className={`flex items-center gap-2 rounded-md px-3 py-2 text-sm ${id === current ? 'bg-red-50 font-semibold text-brand' : 'text-gray-700 hover:bg-gray-100'}`}
            >
              <Icon aria-hidden className="h-4 w-4" />
              {label}
            </Link>
          </li>
        ))}
        <li className="lg:mt-2 lg:border-t lg:border-gray-100 lg:pt-2">
          <button
            type="button"
            onClick={() => logout.mutate()}
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm text-gray-700 hover:bg-gray-100"
          >
            <LogOut aria-hidden className="h-4 w-4" />
            Cerrar Sesión
          </button>
        </li>
      </ul>
    </nav>
  );
}
