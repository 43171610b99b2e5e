import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { inputClass, labelClass, secondaryButton } from '../admin/common/styles';
import { api, apiKey, apiQuery, errorMessage } from '../lib/api';
import { toast } from '../stores/toasts';
import { formatAiring } from './format-airing';

interface Airing {
  showId: number;
  showName: string;
  startAt: number;
}

/**
 * This week's file of one of the presenter's recorded airings: one of the files they uploaded before, or a new
 * upload. The station refuses anything that is not theirs; everything else about the airing stays the admins'.
 */
export function OccurrenceFile({ airing, timeZone }: { airing: Airing; timeZone: string }) {
  const queryClient = useQueryClient();
  const recordings = useQuery(apiQuery('estudio.recordings'));
  const pick = useForm<{ trackId: string }>({ defaultValues: { trackId: '' } });
  const upload = useForm<{ files: FileList | null }>({ defaultValues: { files: null } });
  const params = { id: airing.showId, start: new Date(airing.startAt).toISOString() };
  const when = formatAiring(timeZone, airing.startAt);
  const done = () => {
    toast({ title: 'Archivo adjuntado', description: `«${airing.showName}» del ${when} emitirá ese archivo.` });
    void queryClient.invalidateQueries({ queryKey: apiKey('estudio.recordings') });
    upload.reset();
  };
  const failed = (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error, 'No se pudo adjuntar.'), variant: 'destructive' });
  const attach = useMutation({
    mutationFn: (trackId: number) => api('estudio.attachFile', { params, body: { trackId } }),
    onSuccess: done,
    onError: failed,
  });
  const send = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('audioFile', file);
      return api('estudio.uploadFile', { params, body });
    },
    onSuccess: done,
    onError: failed,
  });
  const id = `file-${airing.showId}-${airing.startAt}`;
  return (
    <div className="mt-1 flex flex-wrap items-end gap-3 rounded bg-gray-50 p-2">
      <form
        noValidate
        className="flex items-end gap-2"
        onSubmit={pick.handleSubmit(({ trackId }) => trackId && attach.mutate(Number(trackId)))}
      >
        <div>
          <label htmlFor={`${id}-pick`} className={labelClass}>
            Una de mis grabaciones
          </label>
          <select id={`${id}-pick`} className={inputClass} {...pick.register('trackId')}>
            <option value="">Elige…</option>
            {(recordings.data ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={attach.isPending} className={secondaryButton}>
          Adjuntar
        </button>
      </form>
      <form
        noValidate
        className="flex items-end gap-2"
        onSubmit={upload.handleSubmit(({ files }) => files?.[0] && send.mutate(files[0]))}
      >
        <div>
          <label htmlFor={`${id}-upload`} className={labelClass}>
            O sube el archivo
          </label>
          <input id={`${id}-upload`} type="file" accept="audio/*" className="text-sm" {...upload.register('files')} />
        </div>
        <button type="submit" disabled={send.isPending} className={secondaryButton}>
          Subir y adjuntar
        </button>
      </form>
    </div>
  );
}
