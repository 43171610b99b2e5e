import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import type { Follower } from '../../../../shared/schemas/standby/standby';
import { api, apiKey, apiQuery, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { cardClass, dangerButton, inputClass, primaryButton } from '../common/styles';

const when = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : 'nunca';

/**
 * 'Configuración': the standby PCs that follow this studio. Each has its own token, shown once when it is created
 * (the studio keeps only its hash) and revocable at any time.
 */
export function FollowersSection() {
  const queryClient = useQueryClient();
  const followers = useQuery(apiQuery('followers.list'));
  const [name, setName] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const nameId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKey('followers.list') });
  const create = useMutation({
    mutationFn: () => api('followers.create', { body: { name } }),
    onSuccess: (created) => {
      setToken(created.token);
      setName('');
      void refresh();
    },
    onError: (error) =>
      toast({
        title: 'No se pudo crear el token',
        description: errorMessage(error, error.message),
        variant: 'destructive',
      }),
  });
  const revoke = useMutation({
    mutationFn: (id: number) => api('followers.revoke', { params: { id } }),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Token revocado: esa estación de reserva ya no recibe copias' });
    },
    onError: (error) =>
      toast({ title: 'No se pudo revocar', description: errorMessage(error, error.message), variant: 'destructive' }),
  });
  return (
    <section className={cardClass} aria-labelledby="followers-title">
      <h2 id="followers-title" className="mb-2 font-semibold">
        Estaciones de reserva
      </h2>
      <p className="mb-4 text-sm text-gray-700">
        Un segundo ordenador puede seguir a esta emisora: copia la fonoteca, la parrilla y el registro, y toma el aire
        si este ordenador se apaga. Crea un token para él y arráncalo con <code>--follow</code> y ese token.
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate();
        }}
      >
        <label htmlFor={nameId} className="text-sm">
          Nombre
          <input
            id={nameId}
            className={`${inputClass} mt-1 block`}
            value={name}
            maxLength={80}
            placeholder="Casa de Marta"
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <button type="submit" className={primaryButton} disabled={create.isPending}>
          <KeyRound aria-hidden className="h-4 w-4" />
          Crear token
        </button>
      </form>
      {token && (
        <p role="status" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Copia este token ahora: no se volverá a mostrar.{' '}
          <code className="block break-all rounded bg-white px-1 font-mono">{token}</code>
        </p>
      )}
      {followers.data && followers.data.length > 0 && (
        <ul aria-label="Estaciones de reserva" className="mt-4 divide-y divide-gray-200 rounded-md border">
          {followers.data.map((follower) => (
            <FollowerRow key={follower.id} follower={follower} onRevoke={() => revoke.mutate(follower.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FollowerRow({ follower, onRevoke }: { follower: Follower; onRevoke(): void }) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 text-sm">
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{follower.name || `Reserva n.º ${follower.id}`}</span>
        <span className="text-gray-600">
          Creado {when(follower.createdAt)} · último contacto {when(follower.lastSeenAt)}
          {follower.revokedAt && ` · revocado ${when(follower.revokedAt)}`}
        </span>
      </span>
      {!follower.revokedAt && (
        <ConfirmDialog
          trigger={
            <button type="button" className={dangerButton}>
              Revocar
            </button>
          }
          title="¿Revocar este token?"
          description="Esa estación de reserva dejará de recibir copias del estudio y no podrá devolver su registro de emisión."
          confirmLabel="Revocar"
          onConfirm={onRevoke}
        />
      )}
    </li>
  );
}
