import { zodResolver } from '../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { type PodcastInput, podcastInputSchema } from '../../../../shared/schemas/archive/podcasts';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton } from '../common/styles';

const FIELDS = [
  ['title', 'Título'],
  ['author', 'Autor o presentador'],
  ['language', 'Idioma (es, ca, fr…)'],
  ['category', 'Categoría (de Apple Podcasts, p. ej. History, Music, Society & Culture)'],
  ['ownerEmail', 'Correo del propietario (Apple Podcasts escribe aquí para verificar el podcast)'],
] as const;

/** The channel's fields as podcast apps show them. */
export function PodcastForm({
  idPrefix,
  initial,
  submitLabel,
  busy,
  onSubmit,
}: {
  idPrefix: string;
  initial?: PodcastInput;
  submitLabel: string;
  busy: boolean;
  onSubmit(input: PodcastInput): Promise<unknown>;
}) {
  const form = useForm<PodcastInput>({
    resolver: zodResolver(podcastInputSchema),
    defaultValues: initial ?? { title: '', description: '', author: '', language: 'es', category: '', ownerEmail: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (input) => {
    await onSubmit(input);
    if (!initial) form.reset();
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      {FIELDS.map(([name, label]) => (
        <div key={name}>
          <label htmlFor={`${idPrefix}-${name}`} className={labelClass}>
            {label}
          </label>
          <input
            id={`${idPrefix}-${name}`}
            type={name === 'ownerEmail' ? 'email' : 'text'}
            className={inputClass}
            {...form.register(name)}
          />
          <FieldError message={errors[name]?.message} />
        </div>
      ))}
      <div>
        <label htmlFor={`${idPrefix}-description`} className={labelClass}>
          Descripción
        </label>
        <textarea id={`${idPrefix}-description`} rows={3} className={inputClass} {...form.register('description')} />
        <FieldError message={errors.description?.message} />
      </div>
      <button type="submit" className={primaryButton} disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
