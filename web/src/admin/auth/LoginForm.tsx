import { zodResolver } from '../../lib/zod-resolver';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { STATION } from '../../../../shared/station/station-facts';
import { type LoginInput, loginSchema, type User } from '../../../../shared/schemas/users/auth';
import { api, ApiRequestError } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { FieldError } from '../common/FieldError';
import { ChangePasswordForm } from '../users/ChangePasswordForm';
import { inputClass, labelClass, primaryButton } from '../common/styles';
import { LOGIN_MESSAGES, loginErrorMessage } from './login-messages';

/** The intranet login form. `onAdmin` runs once an administrator has logged in. */
export function LoginForm({
  onAdmin,
  onPresenter,
  successText = 'Inicio de sesión exitoso. Redirigiendo al panel...',
}: {
  onAdmin(user: User): void;
  /** Where a presenter goes (/intranet sends them to /estudio); without it they are told the admin area is closed. */
  onPresenter?(user: User): void;
  successText?: string;
}) {
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  // A non-admin stays signed in: the admin area is closed to them, their own password is not.
  const [signedInNonAdmin, setSignedInNonAdmin] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const login = useMutation({
    mutationFn: (values: LoginInput) => api('auth.login', { body: values }),
    onSuccess: (user) => {
      if (!user.isAdmin && user.role === 'presenter' && onPresenter) {
        onPresenter(user);
        return;
      }
      if (!user.isAdmin) {
        setMessage({ kind: 'error', text: LOGIN_MESSAGES.notAdmin });
        setSignedInNonAdmin(true);
        return;
      }
      setMessage({ kind: 'success', text: successText });
      toast({ title: 'Inicio de sesión exitoso', description: `Bienvenido, ${user.username}` });
      onAdmin(user);
    },
    onError: (error) => {
      setMessage({ kind: 'error', text: loginErrorMessage(error) });
      if (error instanceof ApiRequestError && error.status === 401) {
        toast({
          title: 'Error de inicio de sesión',
          description: 'Usuario o contraseña incorrectos',
          variant: 'destructive',
        });
      }
    },
  });
  const busy = login.isPending || message?.kind === 'success';
  const errors = form.formState.errors;

  const loginForm = (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setMessage(null);
        login.mutate(values);
      })}
      className="w-full max-w-sm space-y-4 rounded-lg bg-white p-8 shadow"
    >
      <h1 className="text-center text-2xl font-bold">Intranet {STATION.name}</h1>
      <p className="text-center text-sm text-gray-600">
        Acceso para el equipo de la emisora: administración y presentadores
      </p>
      <div>
        <label htmlFor="login-username" className={labelClass}>
          Usuario
        </label>
        <input
          id="login-username"
          autoComplete="username"
          className={inputClass}
          aria-invalid={!!errors.username}
          {...form.register('username')}
        />
        <FieldError message={errors.username?.message} />
      </div>
      <div>
        <label htmlFor="login-password" className={labelClass}>
          Contraseña
        </label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          className={inputClass}
          aria-invalid={!!errors.password}
          {...form.register('password')}
        />
        <FieldError message={errors.password?.message} />
      </div>
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={`rounded-md p-3 text-sm ${message.kind === 'error' ? 'bg-red-50 text-red-700' : 'bg-green-50 text-green-700'}`}
        >
          {message.text}
        </p>
      )}
      <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
        {login.isPending ? 'Iniciando sesión...' : 'Iniciar sesión'}
      </button>
    </form>
  );
  if (!signedInNonAdmin) return loginForm;
  return (
    <div className="w-full max-w-sm space-y-4">
      {loginForm}
      <section aria-label="Mi cuenta" className="rounded-lg bg-white p-8 shadow">
        <ChangePasswordForm />
      </section>
    </div>
  );
}
