import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ChangePasswordForm } from '../users/ChangePasswordForm';
import { useAdminSession } from './useAdminSession';

/**
 * Shown to a logged-in account without administrator rights, who may still change their own password here. A
 * presenter is shown the way to their own area, where what they may do is.
 */
export function AccessDenied() {
  const presenter = useAdminSession().user?.role === 'presenter';
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gray-100 p-4">
      <div className="w-full max-w-md rounded-lg bg-white p-8 text-center shadow">
        <ShieldAlert aria-hidden className="mx-auto mb-4 h-12 w-12 text-red-600" />
        <h1 className="mb-2 text-2xl font-bold">Acceso Denegado</h1>
        <p className="mb-6 text-gray-600">No tienes permisos de administrador para acceder a esta sección.</p>
        <div className="flex flex-wrap justify-center gap-3">
          {presenter && (
            <Link
              to="/estudio"
              className="inline-block rounded-md bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark"
            >
              Mi estudio
            </Link>
          )}
          <Link
            to="/"
            className={
              presenter
                ? 'inline-block rounded-md border border-gray-300 px-4 py-2 font-medium text-gray-800 hover:bg-gray-50'
                : 'inline-block rounded-md bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark'
            }
          >
            Volver al inicio
          </Link>
        </div>
      </div>
      <section aria-label="Mi cuenta" className="w-full max-w-md rounded-lg bg-white p-8 shadow">
        <ChangePasswordForm />
      </section>
    </main>
  );
}
