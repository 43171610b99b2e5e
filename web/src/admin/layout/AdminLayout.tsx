import '../api/admin-api';
import { Navigate, Outlet } from 'react-router';
import { AlertsBanner } from '../../components/alerts/AlertsBanner';
import { Toaster } from '../../components/Toaster';
import { CheckingAuth } from '../auth/CheckingAuth';
import { useAdminSession } from '../auth/useAdminSession';
import { useSessionExpiryWatch } from '../auth/useSessionExpiryWatch';
import { AdminSidebar } from './AdminSidebar';
import { StandbyBanner } from '../standby/StandbyBanner';

/** Shell of every admin screen after login: guard, sidebar, toasts. */
export default function AdminLayout() {
  const session = useAdminSession();
  useSessionExpiryWatch();

  if (session.state === 'anonymous') return <Navigate to="/intranet" replace />;
  // /admin shows the 'Acceso Denegado' screen to a logged-in non-admin.
  if (session.state === 'not-admin') return <Navigate to="/admin" replace />;
  if (session.state === 'checking' && !session.optimistic) return <CheckingAuth />;

  return (
    <div className="flex min-h-screen flex-col bg-gray-100 text-gray-900 md:flex-row">
      <AdminSidebar />
      <main className="min-w-0 flex-1 p-4 md:p-8">
        <StandbyBanner className="mb-4" />
        <AlertsBanner className="mb-4" />
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}
