import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError, apiKey } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { uploadWithProgress } from '../api/upload-with-progress';

export interface ImageUploadValues {
  image: File;
  title: string;
  description?: string;
  type: string;
}

/** POST /api/gallery/images (multipart) with progress; the server's reason is kept for the form. */
export function useImageUpload(onDone: () => void) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(0);
  const mutation = useMutation({
    mutationFn: (values: ImageUploadValues) => {
      const data = new FormData();
      data.append('image', values.image);
      data.append('title', values.title);
      data.append('description', values.description ?? '');
      data.append('type', values.type);
      setPercent(0);
      return uploadWithProgress('gallery.upload', data, setPercent);
    },
    onSuccess: () => {
      toast({ title: 'Imagen subida correctamente', description: 'La imagen se ha añadido a la galería' });
      void queryClient.invalidateQueries({ queryKey: apiKey('gallery.images') });
      void queryClient.invalidateQueries({ queryKey: apiKey('admin.overview') });
      onDone();
    },
    onError: () =>
      toast({ title: 'Error', description: 'No se pudo subir la imagen. Intente nuevamente.', variant: 'destructive' }),
  });
  const serverReason = mutation.error instanceof ApiRequestError ? mutation.error.serverMessage : undefined;
  return { ...mutation, percent, serverReason };
}
