import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HardDriveDownload, LockKeyhole } from 'lucide-react';
import { useId, useState } from 'react';
import type { SavedBackup } from '../../../../shared/schemas/core/station-core';
import { api, apiKey, apiQuery, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { inputClass, secondaryButton } from '../common/styles';
import { formatBytes } from '../recordings/recording-format';
import type { Restore } from './useRestore';

/** When a backup was saved, in the station's time zone like every time the admin sees. */
const savedAt = (iso: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

/** The backups the station keeps beside its data folder: save one now, or restore one of them. */
export function KeptBackups({ restore }: { restore: Restore }) {
  const queryClient = useQueryClient();
  const shelf = useQuery(apiQuery('core.backups'));
  const timeZone = useQuery(apiQuery('core.timezone')).data?.timezone;
  const save = useMutation({
    mutationFn: () => api('core.saveBackup'),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: apiKey('core.backups') });
      toast({ title: 'Copia guardada en la emisora', description: saved.name });
    },
    onError: (error) =>
      toast({
        title: 'No se pudo guardar la copia',
        description: errorMessage(error, error.message),
        variant: 'destructive',
      }),
  });
  return (
    <div>
      <h3 className="mt-6 mb-1 text-sm font-semibold">Copias guardadas en la emisora</h3>
      <p className="mb-3 text-sm text-gray-700">
        Se guardan en el ordenador de la emisora, en{' '}
        <code className="rounded bg-gray-100 px-1 break-all">{shelf.data?.folder ?? '…'}</code>, junto a la carpeta de
        datos: una restauración no las toca. Cópialas también fuera de este ordenador.
      </p>
      <button type="button" className={secondaryButton} disabled={save.isPending} onClick={() => save.mutate()}>
        <HardDriveDownload aria-hidden className="h-4 w-4" />
        {save.isPending ? 'Guardando la copia…' : 'Guardar una copia en la emisora'}
      </button>
      {shelf.data && shelf.data.backups.length === 0 && (
        <p className="mt-3 text-sm text-gray-600">Todavía no hay copias guardadas en la emisora.</p>
      )}
      {shelf.data && shelf.data.backups.length > 0 && (
        <ul aria-label="Copias guardadas en la emisora" className="mt-3 divide-y divide-gray-200 rounded-md border">
          {shelf.data.backups.map((backup) => (
            <KeptBackupRow key={backup.name} backup={backup} restore={restore} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </div>
  );
}

function KeptBackupRow(props: { backup: SavedBackup; restore: Restore; timeZone: string | undefined }) {
  const { backup, restore } = props;
  const [passphrase, setPassphrase] = useState('');
  const passphraseId = useId();
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 text-sm">
      <span className="min-w-0 flex-1">
        <span className="block font-medium break-all">{backup.name}</span>
        <span className="text-gray-600">
          {savedAt(backup.savedAt, props.timeZone)} · {formatBytes(backup.size)}
          {backup.encrypted && (
            <>
              {' · '}
              <LockKeyhole aria-hidden className="inline h-3 w-3" /> cifrada
            </>
          )}
        </span>
      </span>
      {backup.encrypted && (
        <span>
          <label htmlFor={passphraseId} className="sr-only">
            Contraseña de {backup.name}
          </label>
          <input
            id={passphraseId}
            type="password"
            autoComplete="off"
            placeholder="Contraseña de la copia"
            className={`${inputClass} w-52`}
            value={passphrase}
            onChange={(event) => setPassphrase(event.target.value)}
          />
        </span>
      )}
      <ConfirmDialog
        trigger={
          <button
            type="button"
            className={secondaryButton}
            disabled={restore.pending}
            aria-label={`Restaurar ${backup.name}`}
          >
            Restaurar
          </button>
        }
        title="¿Restaurar esta copia?"
        description={
          `Los datos actuales de la emisora se sustituirán por los de ${backup.name}: canciones, programación, usuarios ` +
          'y ajustes. No se borran: quedan guardados junto a la carpeta de datos. La copia se comprueba entera antes; ' +
          'después la emisora se reinicia con ella (unos segundos sin emisión).'
        }
        confirmLabel="Restaurar y reiniciar"
        onConfirm={() =>
          restore.restore(() =>
            api('core.restoreSaved', {
              params: { name: backup.name },
              body: passphrase ? { passphrase } : {},
            }),
          )
        }
      />
    </li>
  );
}
