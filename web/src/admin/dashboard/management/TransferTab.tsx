import { zodResolver } from '../../../lib/zod-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { trackImportSchema, type TrackImport } from '../../../../../shared/schemas/library/tracks';
import { ApiRequestError, apiKey, api, apiScope, errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toasts';
import { FieldError } from '../../common/FieldError';
import { inputClass, labelClass, primaryButton } from '../../common/styles';
import { UPLOAD_MESSAGES } from '../../../../../shared/text/upload-messages';

const importError = (error: unknown) =>
  errorMessage(
    error,
    error instanceof ApiRequestError
      ? `No se pudo importar la canción (${error.status}).`
      : 'Error al conectar con el servidor. Por favor, intente más tarde.',
  );

/** Management panel, transfer tab: the server downloads an audio file from an http(s) URL into the library. */
export function TransferTab() {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(trackImportSchema),
    defaultValues: { url: '', title: '', artist: '', album: '' },
  });
  const transfer = useMutation({
    mutationFn: (input: TrackImport) => api('tracks.import', { body: input }),
    onSuccess: (track) => {
      toast({ title: 'Canción transferida', description: `"${track.title}" se ha añadido a la biblioteca.` });
      form.reset();
      void queryClient.invalidateQueries({ queryKey: apiScope('tracks') });
      void queryClient.invalidateQueries({ queryKey: apiKey('admin.overview') });
    },
    onError: (error) =>
      toast({ title: 'Error al transferir', description: importError(error), variant: 'destructive' }),
  });
  const errors = form.formState.errors;
  // Empty optional fields are left out so the server reads the file's own tags.
  const submit = form.handleSubmit((values) =>
    transfer.mutate(Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as TrackImport),
  );

  return (
    <form noValidate onSubmit={submit} className="max-w-2xl space-y-4">
      <p className="text-sm text-gray-600">
        Importa un archivo de audio (MP3, WAV, OGG o FLAC, máximo {UPLOAD_MESSAGES.audioLimit}) desde una dirección
        http(s). El servidor lo descarga y comprueba su contenido.
      </p>
      <div>
        <label htmlFor="transfer-url" className={labelClass}>
          URL del archivo *
        </label>
        <input
          id="transfer-url"
          type="url"
          placeholder="https://ejemplo.org/cancion.mp3"
          className={inputClass}
          aria-invalid={!!errors.url}
          {...form.register('url')}
        />
        <FieldError message={errors.url?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {(['title', 'artist', 'album'] as const).map((field) => (
          <div key={field}>
            <label htmlFor={`transfer-${field}`} className={labelClass}>
              {{ title: 'Título', artist: 'Artista', album: 'Álbum' }[field]}
            </label>
            <input
              id={`transfer-${field}`}
              className={inputClass}
              placeholder="De las etiquetas"
              {...form.register(field)}
            />
            <FieldError message={errors[field]?.message} />
          </div>
        ))}
      </div>
      {transfer.isError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {importError(transfer.error)}
        </p>
      )}
      <button type="submit" disabled={transfer.isPending} className={primaryButton}>
        <Download aria-hidden className="h-4 w-4" />
        {transfer.isPending ? 'Transfiriendo...' : 'Transferir Desde URL'}
      </button>
    </form>
  );
}
