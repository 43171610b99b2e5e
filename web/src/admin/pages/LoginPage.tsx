import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { TIMERS } from '../../../../shared/web-app/ui-settings';
import type { User } from '../../../../shared/schemas/users/auth';
import { Toaster } from '../../components/Toaster';
import { AccessDenied } from '../auth/AccessDenied';
import { storeAdminFlags } from '../auth/admin-storage';
import { CheckingAuth } from '../auth/CheckingAuth';
import { LoginForm } from '../auth/LoginForm';
import { useAdminSession } from '../auth/useAdminSession';
import { apiKey } from '../../lib/api';

/** /admin and /intranet: an admin goes on to the dashboard, a non-admin is told no, anyone else logs in. */
export default function LoginPage() {
  const session = useAdminSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // /intranet is where presenters sign in: their area is /estudio. /admin keeps the spec's refusal.
  const intranet = useLocation().pathname === '/intranet';
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // Stored flags skip straight to the dashboard, whose guard still asks the server.
  if (session.optimistic || session.state === 'admin') return <Navigate to="/admin/dashboard" replace />;
  if (session.state === 'checking') return <CheckingAuth />;
  if (session.state === 'not-admin' && intranet && session.user?.role === 'presenter')
    return <Navigate to="/estudio" replace />;
  if (session.state === 'not-admin') return <AccessDenied />;

  const onAdmin = (user: User) => {
    storeAdminFlags(user);
    // The success message stays visible for the spec's delay before leaving the page.
    redirectTimer.current = window.setTimeout(() => {
      queryClient.setQueryData(apiKey('auth.me'), user);
      navigate('/admin/dashboard');
    }, TIMERS.loginRedirectMs);
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-100 p-4">
      <LoginForm
        onAdmin={onAdmin}
        onPresenter={
          intranet
            ? (user) => {
                queryClient.setQueryData(apiKey('auth.me'), user);
                navigate('/estudio');
              }
            : undefined
        }
      />
      <Toaster />
    </main>
  );
}
