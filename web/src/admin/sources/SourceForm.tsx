import { zodResolver } from '../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type SourceCreate, sourceCreateSchema } from '../../../../shared/schemas/broadcast/sources';
import { FieldError } from '../common/FieldError';
import { FormActions } from '../common/FormActions';
import { inputClass, labelClass } from '../common/styles';

const sharedUrl = sourceCreateSchema.shape.url;
// The form resolver reports a union's first branch ("must match pattern"); check the shared rule
// as one refinement so the volunteer reads the schema's own Spanish message.
const formSchema = sourceCreateSchema.extend({
  url: z
    .string()
    .refine(
      (value) => sharedUrl.safeParse(value).success,
      'Introduce una URL http(s) válida o una ruta de esta emisora como /stream.',
    )
    .transform((value) => value.trim()),
});

interface Props {
  initial?: SourceCreate;
  submitLabel: string;
  busy: boolean;
  onSubmit(values: SourceCreate): void;
  onCancel?(): void;
  idPrefix: string;
}

/** Name, address and active flag of a streaming source (create and edit). */
export function SourceForm({
  initial = { name: '', url: '', isActive: true },
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  idPrefix,
}: Props) {
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: initial });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))} className="space-y-4">
      <div>
        <label htmlFor={`${idPrefix}-name`} className={labelClass}>
          Nombre *
        </label>
        <input id={`${idPrefix}-name`} className={inputClass} aria-invalid={!!errors.name} {...form.register('name')} />
        <FieldError message={errors.name?.message} />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-url`} className={labelClass}>
          URL *
        </label>
        <input
          id={`${idPrefix}-url`}
          type="url"
          placeholder="https://servidor.ejemplo.org/stream"
          className={inputClass}
          aria-invalid={!!errors.url}
          {...form.register('url')}
        />
        <p className="mt-1 text-xs text-gray-500">Una dirección http(s) o una ruta de esta emisora, como /stream.</p>
        <FieldError message={errors.url?.message} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4" {...form.register('isActive')} />
        Activa (visible para los oyentes)
      </label>
      <FormActions busy={busy} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
