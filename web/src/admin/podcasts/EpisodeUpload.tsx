import { zodResolver } from '../../lib/zod-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { episodeUploadFieldsSchema } from '../../../../shared/schemas/archive/podcasts';
import { UPLOAD_MESSAGES } from '../../../../shared/text/upload-messages';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton } from '../common/styles';
import { usePodcastMutations } from './usePodcasts';

/** An episode from an audio file (MP3 kept as is; WAV, OGG or FLAC encoded to MP3 by the station). */
export function EpisodeUpload({ podcastId, onDone }: { podcastId: number; onDone(): void }) {
  const { episode } = usePodcastMutations();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useForm({
    resolver: zodResolver(episodeUploadFieldsSchema),
    defaultValues: { title: '', description: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async ({ title, description }) => {
    if (!file) return setFileError(UPLOAD_MESSAGES.audioRequired);
    const body = new FormData();
    body.append('title', title);
    body.append('description', description);
    body.append('audio', file);
    await episode.mutateAsync({ podcastId, body });
    onDone();
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div>
        <label htmlFor={`upload-audio-${podcastId}`} className={labelClass}>
          Archivo de audio (máximo {UPLOAD_MESSAGES.audioLimit})
        </label>
        <input
          id={`upload-audio-${podcastId}`}
          type="file"
          accept="audio/mpeg,audio/wav,audio/ogg,audio/flac,.mp3,.wav,.ogg,.flac"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setFileError(undefined);
          }}
        />
        <FieldError message={fileError} />
      </div>
      <div>
        <label htmlFor={`upload-title-${podcastId}`} className={labelClass}>
          Título del episodio
        </label>
        <input id={`upload-title-${podcastId}`} className={inputClass} {...form.register('title')} />
        <FieldError message={errors.title?.message} />
      </div>
      <div>
        <label htmlFor={`upload-description-${podcastId}`} className={labelClass}>
          Descripción del episodio
        </label>
        <textarea
          id={`upload-description-${podcastId}`}
          rows={3}
          className={inputClass}
          {...form.register('description')}
        />
        <FieldError message={errors.description?.message} />
      </div>
      <button type="submit" className={primaryButton} disabled={episode.isPending}>
        {episode.isPending ? 'Subiendo…' : 'Publicar episodio'}
      </button>
    </form>
  );
}
