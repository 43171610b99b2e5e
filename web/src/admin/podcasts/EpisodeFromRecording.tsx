import { zodResolver } from '../../lib/zod-resolver';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin, { type Region } from 'wavesurfer.js/dist/plugins/regions.js';
import { z } from 'zod';
import type { Recording } from '../../../../shared/schemas/recordings';
import { apiQuery } from '../../lib/api';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../common/styles';
import { formatLength, formatWhen } from '../recordings/recording-format';
import { useRecordingPage } from '../recordings/useRecordings';
import { usePodcastMutations } from './usePodcasts';

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

const round = (s: number) => Math.round(s * 10) / 10;

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
  const container = useRef<HTMLDivElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const region = useRef<Region | null>(null);

  useEffect(() => {
    if (!recording) return;
    form.setValue('startSec', 0);
    form.setValue('endSec', round(recording.durationSec));
    if (!form.getValues('title')) form.setValue('title', recording.programTitle);
  }, [recording, form]);

  useEffect(() => {
    if (!container.current || !recording || !peaks.data) return;
    const regions = RegionsPlugin.create();
    const ws = WaveSurfer.create({
      container: container.current,
      url: recording.audioUrl,
      peaks: [peaks.data.peaks],
      duration: peaks.data.durationSec,
      height: 96,
      waveColor: '#9ca3af',
      progressColor: '#1d4ed8',
      normalize: true,
      plugins: [regions],
    });
    const r = regions.addRegion({
      start: form.getValues('startSec'),
      end: form.getValues('endSec') || peaks.data.durationSec,
      color: 'rgba(29, 78, 216, 0.15)',
      drag: true,
      resize: true,
    });
    r.on('update-end', () => {
      form.setValue('startSec', round(r.start), { shouldValidate: true });
      form.setValue('endSec', round(r.end), { shouldValidate: true });
    });
    surfer.current = ws;
    region.current = r;
    return () => {
      ws.destroy();
      surfer.current = null;
      region.current = null;
    };
  }, [recording, peaks.data, form]);

  // Typed numbers move the region too.
  const moveRegion = () => {
    const { startSec, endSec } = form.getValues();
    if (Number.isFinite(startSec) && Number.isFinite(endSec) && endSec > startSec)
      region.current?.setOptions({ start: startSec, end: endSec });
  };
  const markHere = (field: 'startSec' | 'endSec') => {
    if (!surfer.current) return;
    form.setValue(field, round(surfer.current.getCurrentTime()), { shouldValidate: true });
    moveRegion();
  };

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
              {r.programTitle} · {formatWhen(r.startedAt)} · {formatLength(r.durationSec)}
            </option>
          ))}
        </select>
      </div>
      {recording && (
        <>
          <div ref={container} className="rounded border border-gray-200" data-testid="episode-waveform" />
          {peaks.isPending && <p className="text-sm text-gray-600">Leyendo la forma de onda…</p>}
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondaryButton} onClick={() => surfer.current?.playPause()}>
              Reproducir / pausa
            </button>
            <button type="button" className={secondaryButton} onClick={() => region.current?.play()}>
              Escuchar el fragmento
            </button>
            <button type="button" className={secondaryButton} onClick={() => markHere('startSec')}>
              Marcar inicio aquí
            </button>
            <button type="button" className={secondaryButton} onClick={() => markHere('endSec')}>
              Marcar final aquí
            </button>
          </div>
          <div className="flex flex-wrap gap-3">
            <div>
              <label htmlFor={`episode-start-${podcastId}`} className={labelClass}>
                Inicio (segundos)
              </label>
              <input
                id={`episode-start-${podcastId}`}
                type="number"
                step={0.1}
                min={0}
                className={`${inputClass} w-32`}
                {...form.register('startSec', { valueAsNumber: true, onBlur: moveRegion })}
              />
              <FieldError message={errors.startSec?.message} />
            </div>
            <div>
              <label htmlFor={`episode-end-${podcastId}`} className={labelClass}>
                Final (segundos)
              </label>
              <input
                id={`episode-end-${podcastId}`}
                type="number"
                step={0.1}
                min={0}
                className={`${inputClass} w-32`}
                {...form.register('endSec', { valueAsNumber: true, onBlur: moveRegion })}
              />
              <FieldError message={errors.endSec?.message} />
            </div>
          </div>
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
