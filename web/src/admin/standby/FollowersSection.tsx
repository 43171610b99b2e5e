import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Follower, followerInputSchema } from '../../../../shared/schemas/standby/standby';
import { api, apiKey, apiQuery, errorMessage } from '../../lib/api';
import { StationTime } from '../../lib/station-clock';
import { zodResolver } from '../../lib/zod-resolver';
import { toast } from '../../stores/toasts';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { FieldError } from '../common/FieldError';
import { cardClass, dangerButton, inputClass, primaryButton } from '../common/styles';

/** When something happened to a follower, on the station's clock like every time the admin sees. */
const When = ({ at }: { at: string | null }) => (at ? <StationTime at={at} shape="long" /> : 'nunca');

/**
 * 'Configuración': the standby PCs that follow this studio. Each has its own token, shown once when it is created
 * (the studio keeps only its hash) and revocable at any time.
 */
export function FollowersSection() {
  const queryClient = useQueryClient();
  const followers = useQuery(apiQuery('followers.list'));
  // The same schema as the server's: a token without a name is refused here first, under the field.
  const form = useForm({ resolver: zodResolver(followerInputSchema), defaultValues: { name: '' } });
  const [token, setToken] = useState<string | null>(null);
  const nameId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKey('followers.list') });
  const create = useMutation({
    mutationFn: (name: string) => api('followers.create', { body: { name } }),
    onSuccess: (created) => {
      setToken(created.token);
      form.reset();
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
        noValidate
        className="flex flex-wrap items-start gap-2"
        onSubmit={form.handleSubmit(({ name }) => create.mutate(name))}
      >
        <div className="text-sm">
          <label htmlFor={nameId}>Nombre</label>
          <input
            id={nameId}
            className={`${inputClass} mt-1 block`}
            maxLength={80}
            placeholder="Casa de Marta"
            aria-invalid={form.formState.errors.name ? true : undefined}
            aria-describedby={form.formState.errors.name ? `${nameId}-error` : undefined}
            {...form.register('name')}
          />
          <FieldError id={`${nameId}-error`} message={form.formState.errors.name?.message} />
        </div>
        <button type="submit" className={`${primaryButton} mt-6`} disabled={create.isPending}>
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
          Creado <When at={follower.createdAt} /> · último contacto <When at={follower.lastSeenAt} />
          {follower.revokedAt && (
            <>
              {' '}
              · revocado <When at={follower.revokedAt} />
            </>
          )}
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
