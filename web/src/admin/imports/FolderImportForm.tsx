import { zodResolver } from '../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { folderImportSchema } from '../../../../shared/schemas/library/imports';
import { desktopBridge } from '../../lib/desktop-bridge';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../common/styles';
import { problemMessage, useImportActions } from './useImports';

/**
 * "Importar carpeta": a folder on the studio PC, read by the station itself (the server checks it: absolute,
 * existing, readable, not the station's own data folder). In the desktop app's window the system's folder dialog
 * fills it; in a browser on the network the path is typed.
 */
export function FolderImportForm() {
  const { startFolder } = useImportActions();
  const bridge = desktopBridge();
  const form = useForm({ resolver: zodResolver(folderImportSchema), defaultValues: { path: '' } });
  const error = form.formState.errors.path?.message;
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={form.handleSubmit(({ path }) =>
        startFolder.mutate(path, {
          onSuccess: () => form.reset(),
          onError: (e) => form.setError('path', { message: problemMessage(e, 'No se pudo iniciar la importación.') }),
        }),
      )}
    >
      <label htmlFor="import-folder-path" className={labelClass}>
        Carpeta del ordenador del estudio
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="import-folder-path"
          className={`${inputClass} max-w-xl flex-1`}
          placeholder="/home/emisora/Música o C:\Música"
          aria-invalid={error ? true : undefined}
          {...form.register('path')}
        />
        {bridge && (
          <button
            type="button"
            className={secondaryButton}
            onClick={() =>
              void bridge
                .chooseImportFolder()
                .then((dir) => dir && form.setValue('path', dir, { shouldValidate: true }))
            }
          >
            Elegir carpeta…
          </button>
        )}
        <button type="submit" className={primaryButton} disabled={startFolder.isPending}>
          Importar carpeta
        </button>
      </div>
      <FieldError message={error} />
      <p className="text-sm text-gray-600">
        Se añaden todos los MP3, WAV, OGG y FLAC de la carpeta y sus subcarpetas. Las canciones que ya están en la
        biblioteca se omiten.
      </p>
    </form>
  );
}
