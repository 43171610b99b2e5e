import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TrackKind } from '../../../../shared/schemas/library/tracks';
import { uploadedTitle } from '../../../../shared/text/track-kind-words';
import { ApiRequestError, apiKey, apiScope } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { uploadWithProgress } from '../api/upload-with-progress';
import { AUDIO_TOO_LARGE } from './track-upload-schema';

export interface TrackUploadValues {
  title: string;
  artist?: string;
  album?: string;
  kind: TrackKind;
  audioFile: File;
  coverImage?: File;
}

/** POST /api/tracks as multipart with a progress figure; toasts the spec's messages. */
export function useTrackUpload(onDone: () => void) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(0);
  const mutation = useMutation({
    mutationFn: (values: TrackUploadValues) => {
      const data = new FormData();
      data.append('title', values.title);
      data.append('artist', values.artist ?? '');
      data.append('album', values.album ?? '');
      data.append('kind', values.kind);
      data.append('audioFile', values.audioFile);
      if (values.coverImage) data.append('coverImage', values.coverImage);
      setPercent(0);
      return uploadWithProgress('tracks.upload', data, setPercent);
    },
    onSuccess: (track, values) => {
      toast({
        title: uploadedTitle(track.kind ?? values.kind),
        description: `"${track.title ?? values.title}" se ha añadido a la biblioteca.`,
      });
      void queryClient.invalidateQueries({ queryKey: apiScope('tracks') });
      void queryClient.invalidateQueries({ queryKey: apiKey('admin.overview') });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 413) {
        toast({
          title: 'Error al subir la canción',
          description: error.serverMessage ?? AUDIO_TOO_LARGE,
          variant: 'destructive',
        });
      } else if (error instanceof ApiRequestError && error.status < 500) {
        toast({
          title: 'Error al subir la canción',
          description: error.serverMessage ?? 'Por favor, verifica los datos e intenta nuevamente.',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Error al subir',
          description: 'No se pudo subir la canción. Inténtalo de nuevo.',
          variant: 'destructive',
        });
      }
    },
  });
  return { ...mutation, percent };
}
