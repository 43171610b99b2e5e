import '../admin/api/admin-api';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { User } from '../../../shared/schemas/users/auth';
import { AccessDenied } from '../admin/auth/AccessDenied';
import { storeAdminFlags } from '../admin/auth/admin-storage';
import { CheckingAuth } from '../admin/auth/CheckingAuth';
import { LoginForm } from '../admin/auth/LoginForm';
import { useAdminSession } from '../admin/auth/useAdminSession';
import { useSessionExpiryWatch } from '../admin/auth/useSessionExpiryWatch';
import { Toaster } from '../components/Toaster';
import { StudioConsole } from './StudioConsole';
import { apiKey } from '../lib/api';

/** /studio: the console the desktop window shows. It controls the broadcast, so it needs an admin session. */
export default function StudioPage() {
  const session = useAdminSession();
  const queryClient = useQueryClient();
  useSessionExpiryWatch();

  const onAdmin = (user: User) => {
    storeAdminFlags(user);
    // The console replaces the form at once: the presenter is already where they want to be.
    queryClient.setQueryData(apiKey('auth.me'), user);
  };

  let content: ReactNode;
  if (session.state === 'not-admin') content = <AccessDenied />;
  else if (session.state === 'anonymous')
    content = (
      <main className="flex min-h-screen items-center justify-center p-4">
        <LoginForm onAdmin={onAdmin} successText="Inicio de sesión exitoso." />
      </main>
    );
  else if (session.state === 'checking' && !session.optimistic) content = <CheckingAuth />;
  else content = <StudioConsole />;

  return (
    <div className="min-h-screen bg-gray-100 text-gray-900">
      {content}
      <Toaster />
    </div>
  );
}
