import { zodResolver } from '../../lib/zod-resolver';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Recording } from '../../../../shared/schemas/archive/recordings';
import { apiQuery } from '../../lib/api';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../common/styles';
import { formatLength } from '../recordings/recording-format';
import { useRecordingPage } from '../recordings/useRecordings';
import { EpisodeCutFields } from './EpisodeCutFields';
import { roundTenth, useEpisodeWaveform } from './use-episode-waveform';
import { usePodcastMutations } from './usePodcasts';
import { StationTime } from '../../lib/station-clock';

const formSchema = z
  .object({
    title: z.string().trim().min(1, 'El título es obligatorio.').max(200, 'El título no puede superar 200 caracteres.'),
    description: z.string().trim().min(1, 'La descripción es obligatoria.').max(4000, 'Descripción demasiado larga.'),
    startSec: z.number({ error: 'El inicio debe ser un número.' }).min(0, 'El inicio no puede ser negativo.'),
    endSec: z.number({ error: 'El final debe ser un número.' }).min(0, 'El final no puede ser negativo.'),
  })
  .refine((v) => v.endSec - v.startSec >= 1, {
    message: 'El final debe estar al menos un segundo después del inicio.',
    path: ['endSec'],
  });
type FormValues = z.infer<typeof formSchema>;

/**
 * An episode cut from a recorded show: the recording's waveform (peaks from the server, so an hour loads at once)
 * with a region to drag for the in and out points, or the two numbers typed; the server cuts without re-encoding.
 */
export function EpisodeFromRecording({ podcastId, onDone }: { podcastId: number; onDone(): void }) {
  const live = useRecordingPage('live');
  const [recordingId, setRecordingId] = useState<number | null>(null);
  const recording: Recording | undefined = live.data?.items.find((r) => r.id === recordingId);
  const peaks = useQuery({
    ...apiQuery('recordings.peaks', { params: { id: recordingId ?? 0 } }),
    enabled: recordingId !== null,
  });
  const { episode } = usePodcastMutations();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { title: '', description: '', startSec: 0, endSec: 0 },
  });
  const errors = form.formState.errors;

  useEffect(() => {
    if (!recording) return;
    form.setValue('startSec', 0);
    form.setValue('endSec', roundTenth(recording.durationSec));
    if (!form.getValues('title')) form.setValue('title', recording.programTitle);
  }, [recording, form]);

  const waveform = useEpisodeWaveform(recording, peaks.data, form);

  const submit = form.handleSubmit(async (values) => {
    if (!recording) return;
    await episode.mutateAsync({ podcastId, body: { ...values, recordingId: recording.id } });
    onDone();
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div>
        <label htmlFor={`episode-recording-${podcastId}`} className={labelClass}>
          Grabación
        </label>
        <select
          id={`episode-recording-${podcastId}`}
          className={inputClass}
          value={recordingId ?? ''}
          onChange={(e) => setRecordingId(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">Elige un programa grabado…</option>
          {live.data?.items.map((r) => (
            <option key={r.id} value={r.id}>
              {r.programTitle} · <StationTime at={r.startedAt} shape="long" /> · {formatLength(r.durationSec)}
            </option>
          ))}
        </select>
      </div>
      {recording && (
        <>
          <div ref={waveform.container} className="rounded border border-gray-200" data-testid="episode-waveform" />
          {peaks.isPending && <p className="text-sm text-gray-600">Leyendo la forma de onda…</p>}
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondaryButton} onClick={waveform.playPause}>
              Reproducir / pausa
            </button>
            <button type="button" className={secondaryButton} onClick={waveform.playRegion}>
              Escuchar el fragmento
            </button>
            <button type="button" className={secondaryButton} onClick={() => waveform.markHere('startSec')}>
              Marcar inicio aquí
            </button>
            <button type="button" className={secondaryButton} onClick={() => waveform.markHere('endSec')}>
              Marcar final aquí
            </button>
          </div>
          <EpisodeCutFields
            podcastId={podcastId}
            register={form.register}
            errors={errors}
            onBlur={waveform.moveRegion}
          />
          <div>
            <label htmlFor={`episode-title-${podcastId}`} className={labelClass}>
              Título del episodio
            </label>
            <input id={`episode-title-${podcastId}`} className={inputClass} {...form.register('title')} />
            <FieldError message={errors.title?.message} />
          </div>
          <div>
            <label htmlFor={`episode-description-${podcastId}`} className={labelClass}>
              Descripción del episodio
            </label>
            <textarea
              id={`episode-description-${podcastId}`}
              rows={3}
              className={inputClass}
              {...form.register('description')}
            />
            <FieldError message={errors.description?.message} />
          </div>
          <button type="submit" className={primaryButton} disabled={episode.isPending}>
            {episode.isPending ? 'Publicando…' : 'Publicar episodio'}
          </button>
        </>
      )}
    </form>
  );
}
