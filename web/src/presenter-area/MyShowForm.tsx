import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type MyShow, myShowUpdateSchema } from '../../../shared/schemas/estudio/estudio';
import { FieldError } from '../admin/common/FieldError';
import { inputClass, labelClass, primaryButton } from '../admin/common/styles';
import { api, apiKey, apiQuery, errorMessage } from '../lib/api';
import { zodResolver } from '../lib/zod-resolver';
import { toast } from '../stores/toasts';

/**
 * A presenter's own show: its description and its image (one of the gallery's, already checked there). The name,
 * the kind, the rules and the presenters stay with the programme coordinator.
 */
export function MyShowForm({ show }: { show: MyShow }) {
  const queryClient = useQueryClient();
  const images = useQuery(apiQuery('gallery.images'));
  const form = useForm({
    resolver: zodResolver(myShowUpdateSchema),
    defaultValues: { description: show.description, imageId: show.imageId },
  });
  const save = useMutation({
    mutationFn: (body: { description: string; imageId: number | null }) =>
      api('estudio.updateShow', { params: { id: show.id }, body }),
    onSuccess: () => {
      toast({ title: 'Programa guardado', description: `«${show.name}» ya se ve así en su página.` });
      void queryClient.invalidateQueries({ queryKey: apiKey('estudio.shows') });
    },
    onError: (error) =>
      toast({ title: 'Error', description: errorMessage(error, 'No se pudo guardar.'), variant: 'destructive' }),
  });
  const id = `show-${show.id}`;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-3">
      <h3 className="font-semibold">{show.name}</h3>
      <div>
        <label htmlFor={`${id}-description`} className={labelClass}>
          Descripción
        </label>
        <textarea id={`${id}-description`} rows={4} className={inputClass} {...form.register('description')} />
        <FieldError message={form.formState.errors.description?.message} />
      </div>
      <div>
        <label htmlFor={`${id}-image`} className={labelClass}>
          Imagen (de la galería)
        </label>
        <select
          id={`${id}-image`}
          className={inputClass}
          {...form.register('imageId', { setValueAs: (v: string) => (v === '' ? null : Number(v)) })}
        >
          <option value="">Sin imagen</option>
          {(images.data ?? []).map((image) => (
            <option key={image.id} value={image.id}>
              {image.title}
            </option>
          ))}
        </select>
        <FieldError message={form.formState.errors.imageId?.message} />
      </div>
      <button type="submit" disabled={save.isPending} className={primaryButton}>
        Guardar programa
      </button>
    </form>
  );
}
