import { zodResolver } from '../../lib/zod-resolver';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../common/styles';
import { UploadProgress } from '../common/UploadProgress';
import { DESTINATIONS, type Destination } from './destinations';
import { type ImageUploadForm as FormValues, imageUploadFormSchema } from './image-upload-schema';
import { ImagePreview } from './ImagePreview';
import { useImageUpload } from './useImageUpload';

const empty = (type: Destination): FormValues => ({
  type,
  title: '',
  description: '',
  image: undefined as unknown as File,
});

/**
 * Upload tab of 'Gestión de Galerías': destination, image with preview, title, description. A link may choose the
 * destination (`destination`); Cancel and a finished upload go back to it, so a volunteer uploading a batch of
 * shipyard photos never has to pick it again.
 */
export function ImageUploadForm({ destination }: { destination: Destination }) {
  const [inputKey, setInputKey] = useState(0);
  const form = useForm({ resolver: zodResolver(imageUploadFormSchema), defaultValues: empty(destination) });
  const reset = () => {
    form.reset(empty(destination));
    setInputKey((k) => k + 1);
  };
  const upload = useImageUpload(reset);
  const image = useWatch({ control: form.control, name: 'image' });
  const errors = form.formState.errors;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => upload.mutate(values))} className="max-w-2xl space-y-4">
      <div>
        <label htmlFor="image-type" className={labelClass}>
          Destino
        </label>
        <select id="image-type" className={inputClass} {...form.register('type')}>
          {DESTINATIONS.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="image-file" className={labelClass}>
          Imagen *
        </label>
        <input
          key={inputKey}
          id="image-file"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className={inputClass}
          onChange={(e) => form.setValue('image', e.currentTarget.files?.[0] as File, { shouldValidate: true })}
        />
        <p className="mt-1 text-xs text-gray-500">PNG, JPEG, WebP o GIF. Máximo 10 MB.</p>
        <FieldError message={errors.image?.message} />
        <ImagePreview file={image} />
      </div>
      <div>
        <label htmlFor="image-title" className={labelClass}>
          Título *
        </label>
        <input id="image-title" className={inputClass} aria-invalid={!!errors.title} {...form.register('title')} />
        <FieldError message={errors.title?.message} />
      </div>
      <div>
        <label htmlFor="image-description" className={labelClass}>
          Descripción
        </label>
        <textarea id="image-description" rows={3} className={inputClass} {...form.register('description')} />
        <FieldError message={errors.description?.message} />
      </div>
      {upload.isPending && <UploadProgress percent={upload.percent} label="Subiendo imagen" />}
      {upload.isError && upload.serverReason && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {upload.serverReason}
        </p>
      )}
      <div className="flex gap-2">
        <button type="button" onClick={reset} disabled={upload.isPending} className={secondaryButton}>
          Cancelar
        </button>
        <button type="submit" disabled={upload.isPending || !image} className={primaryButton}>
          {upload.isPending ? 'Subiendo...' : 'Subir Imagen'}
        </button>
      </div>
    </form>
  );
}
