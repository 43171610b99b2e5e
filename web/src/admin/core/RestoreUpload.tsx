import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { restoreInputSchema } from '../../../../shared/schemas/core/station-core';
import { zodResolver } from '../../lib/zod-resolver';
import { uploadWithProgress } from '../api/upload-with-progress';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, secondaryButton } from '../common/styles';
import { UploadProgress } from '../common/UploadProgress';
import type { Restore } from './useRestore';

const uploadSchema = restoreInputSchema.extend({
  archive: z
    .custom<FileList>((files) => files instanceof FileList && files.length === 1, 'Elige el archivo de la copia.')
    .transform((files) => files[0]!),
});

/** A backup from the admin's computer (a download made earlier): sent, checked by the station, then restored. */
export function RestoreUpload({ restore }: { restore: Restore }) {
  const [percent, setPercent] = useState<number | null>(null);
  const form = useForm({ resolver: zodResolver(uploadSchema) });
  const errors = form.formState.errors;
  const send = form.handleSubmit(({ archive, passphrase }) => {
    const data = new FormData();
    data.append('archive', archive);
    if (passphrase) data.append('passphrase', passphrase);
    setPercent(0);
    restore.restore(() => uploadWithProgress('core.restoreUpload', data, setPercent).finally(() => setPercent(null)));
  });
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="mt-6 max-w-md space-y-3">
      <h3 className="text-sm font-semibold">Restaurar una copia de este ordenador</h3>
      <div>
        <label htmlFor="restore-archive" className={labelClass}>
          Archivo de la copia (.tar.gz o .tar.gz.age)
        </label>
        <input
          id="restore-archive"
          type="file"
          accept=".gz,.age,application/gzip"
          className={inputClass}
          {...form.register('archive')}
        />
        <FieldError message={errors.archive?.message} />
      </div>
      <div>
        <label htmlFor="restore-passphrase" className={labelClass}>
          Contraseña (solo si la copia está cifrada)
        </label>
        <input
          id="restore-passphrase"
          type="password"
          autoComplete="off"
          className={inputClass}
          {...form.register('passphrase')}
        />
        <FieldError message={errors.passphrase?.message} />
      </div>
      {percent !== null && <UploadProgress percent={percent} label="Subiendo la copia" />}
      <ConfirmDialog
        trigger={
          <button type="button" className={secondaryButton} disabled={restore.pending}>
            <Upload aria-hidden className="h-4 w-4" />
            Subir y restaurar
          </button>
        }
        title="¿Restaurar la copia que vas a subir?"
        description={
          'Los datos actuales de la emisora se sustituirán por los de la copia: canciones, programación, usuarios y ' +
          'ajustes. No se borran: quedan guardados junto a la carpeta de datos. La copia se comprueba entera antes; ' +
          'si está dañada o la contraseña no la abre, no cambia nada. Después la emisora se reinicia con ella.'
        }
        confirmLabel="Subir, restaurar y reiniciar"
        onConfirm={() => void send()}
      />
    </form>
  );
}
