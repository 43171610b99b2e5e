import { ExternalLink, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { useLogout } from '../admin/auth/useLogout';
import { secondaryButton } from '../admin/common/styles';

/** The way out of a presenter's area: the public site, and signing out (a shared studio PC must not stay signed in). */
export function EstudioNav() {
  const logout = useLogout();
  return (
    <nav aria-label="Mi estudio" className="flex flex-wrap gap-2">
      <Link to="/" className={secondaryButton}>
        <ExternalLink aria-hidden className="h-4 w-4" />
        Ir a la web
      </Link>
      <button type="button" className={secondaryButton} disabled={logout.isPending} onClick={() => logout.mutate()}>
        <LogOut aria-hidden className="h-4 w-4" />
        Cerrar sesión
      </button>
    </nav>
  );
}
