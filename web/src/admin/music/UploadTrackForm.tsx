import { zodResolver } from '../../lib/zod-resolver';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { UPLOAD_LIMITS } from '../../../../shared/station/station-rules';
import { toast } from '../../stores/toasts';
import { fileNameStem, splitArtistTitle } from '../../../../shared/text/file-name-guess';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../common/styles';
import { UploadProgress } from '../common/UploadProgress';
import { TRACK_KIND_HINT, TrackKindOptions } from './track-kinds';
import { AUDIO_REQUIRED, AUDIO_TOO_LARGE, type TrackUploadForm, trackUploadFormSchema } from './track-upload-schema';
import { useTrackUpload } from './useTrackUpload';

const EMPTY: TrackUploadForm = {
  title: '',
  artist: '',
  album: '',
  kind: 'music',
  audioFile: undefined as unknown as File,
  coverImage: undefined,
};

/** The first thing missing or wrong, said in a toast (the field's own message sits under it too). */
const onInvalid = (invalid: FieldErrors<TrackUploadForm>) => {
  if (invalid.audioFile?.message === AUDIO_REQUIRED)
    toast({ title: 'Archivo de audio requerido', description: AUDIO_REQUIRED, variant: 'destructive' });
  else if (invalid.audioFile)
    toast({ title: 'Archivo demasiado grande', description: AUDIO_TOO_LARGE, variant: 'destructive' });
  else if (invalid.title)
    toast({
      title: 'Título requerido',
      description: 'Por favor, introduce un título para la canción.',
      variant: 'destructive',
    });
};

/** 'Subir Música': audio file, title, artist, album, kind (a song unless chosen), optional cover; progress. */
export function UploadTrackForm() {
  // Remounting the file inputs is the only way to clear what they show.
  const [inputsKey, setInputsKey] = useState(0);
  const form = useForm({ resolver: zodResolver(trackUploadFormSchema), defaultValues: EMPTY });
  const reset = () => {
    form.reset(EMPTY);
    setInputsKey((k) => k + 1);
  };
  const upload = useTrackUpload(reset);
  const errors = form.formState.errors;

  const onAudioChosen = (file: File | undefined) => {
    form.setValue('audioFile', file as File, { shouldValidate: true });
    if (!file) return;
    // The station's own rule (shared); without 'artist - title' the whole name is offered as the title.
    const guess = splitArtistTitle(file.name);
    // Only fill what the volunteer has not typed yet.
    if (!form.getValues('title'))
      form.setValue('title', guess?.title ?? fileNameStem(file.name), { shouldValidate: true });
    if (!form.getValues('artist') && guess) form.setValue('artist', guess.artist);
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => upload.mutate(values), onInvalid)}
      className="max-w-2xl space-y-4"
      key={inputsKey}
    >
      <div>
        <label htmlFor="track-audio" className={labelClass}>
          Archivo de audio *
        </label>
        <input
          id="track-audio"
          type="file"
          accept="audio/mpeg,audio/mp3,audio/wav,audio/x-wav,audio/ogg,audio/flac,audio/x-flac,.mp3,.wav,.ogg,.flac"
          className={inputClass}
          aria-describedby="track-audio-help"
          onChange={(e) => onAudioChosen(e.currentTarget.files?.[0])}
        />
        <p id="track-audio-help" className="mt-1 text-xs text-gray-500">
          Formatos: MP3, WAV, OGG, FLAC. Tamaño máximo: {UPLOAD_LIMITS.audioMaxBytes / 1024 / 1024}MB.
        </p>
        <FieldError message={errors.audioFile?.message} />
      </div>
      <div>
        <label htmlFor="track-title" className={labelClass}>
          Título *
        </label>
        <input id="track-title" className={inputClass} aria-invalid={!!errors.title} {...form.register('title')} />
        <FieldError message={errors.title?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="track-artist" className={labelClass}>
            Artista
          </label>
          <input id="track-artist" className={inputClass} {...form.register('artist')} />
          <FieldError message={errors.artist?.message} />
        </div>
        <div>
          <label htmlFor="track-album" className={labelClass}>
            Álbum
          </label>
          <input id="track-album" className={inputClass} {...form.register('album')} />
          <FieldError message={errors.album?.message} />
        </div>
      </div>
      <div>
        <label htmlFor="track-kind" className={labelClass}>
          Tipo
        </label>
        <select id="track-kind" className={inputClass} aria-describedby="track-kind-help" {...form.register('kind')}>
          <TrackKindOptions />
        </select>
        <p id="track-kind-help" className="mt-1 text-xs text-gray-500">
          {TRACK_KIND_HINT}
        </p>
        <FieldError message={errors.kind?.message} />
      </div>
      <div>
        <label htmlFor="track-cover" className={labelClass}>
          Portada (opcional)
        </label>
        <input
          id="track-cover"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className={inputClass}
          onChange={(e) => form.setValue('coverImage', e.currentTarget.files?.[0])}
        />
        <p className="mt-1 text-xs text-gray-500">
          JPG, PNG o WebP. Recomendado {UPLOAD_LIMITS.coverRecommendedPx}×{UPLOAD_LIMITS.coverRecommendedPx} px.
        </p>
      </div>
      {upload.isPending && <UploadProgress percent={upload.percent} label="Subiendo canción" />}
      <div className="flex gap-2">
        <button type="submit" disabled={upload.isPending} className={primaryButton}>
          <Upload aria-hidden className="h-4 w-4" />
          {upload.isPending ? 'Subiendo...' : 'Subir Canción'}
        </button>
        <button type="button" disabled={upload.isPending} onClick={reset} className={secondaryButton}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
