import { zodResolver } from '../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { relayInputSchema } from '../../../../shared/schemas/broadcast/relays';
import { FieldError } from '../common/FieldError';
import { FormActions } from '../common/FormActions';
import { KeptPasswordField } from '../common/KeptPasswordField';
import { inputClass, labelClass } from '../common/styles';

export type RelayFormValues = z.output<typeof relayInputSchema>;
type FormInput = z.input<typeof relayInputSchema>;

interface Props {
  initial?: Omit<RelayFormValues, 'adminPassword'>;
  /** Editing: an empty password keeps the stored one. */
  editing?: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit(values: RelayFormValues): void;
  onCancel?(): void;
  idPrefix: string;
}

const EMPTY: Omit<RelayFormValues, 'adminPassword'> = { name: '', url: '', mount: '/emisora.mp3' };

/** Name, address, mount, optional admin credentials and listener limit of one relay (create and edit). */
export function RelayForm({
  initial = EMPTY,
  editing = false,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  idPrefix,
}: Props) {
  const form = useForm<FormInput, unknown, RelayFormValues>({
    resolver: zodResolver(relayInputSchema),
    defaultValues: { ...initial, adminUser: initial.adminUser ?? '', adminPassword: undefined },
  });
  const errors = form.formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (name: 'name' | 'url' | 'mount' | 'adminUser', label: string, placeholder?: string) => (
    <div>
      <label htmlFor={id(name)} className={labelClass}>
        {label}
      </label>
      <input
        id={id(name)}
        placeholder={placeholder}
        className={inputClass}
        aria-invalid={!!errors[name]}
        {...form.register(name)}
      />
      <FieldError message={errors[name]?.message} />
    </div>
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      {text('name', 'Nombre *', 'Repetidor Barcelona')}
      {text('url', 'URL del servidor *', 'http://relay.ejemplo.org:8000')}
      {text('mount', 'Punto de montaje *')}
      <div>
        <label htmlFor={id('maxListeners')} className={labelClass}>
          Máximo de oyentes
        </label>
        <input
          id={id('maxListeners')}
          type="number"
          min={1}
          className={inputClass}
          aria-invalid={!!errors.maxListeners}
          {...form.register('maxListeners', { setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })}
        />
        <p className="mt-1 text-xs text-gray-500">Si lo sabes: se envían oyentes al que tenga más sitio libre.</p>
        <FieldError message={errors.maxListeners?.message} />
      </div>
      {text('adminUser', 'Usuario administrador')}
      <KeptPasswordField
        id={id('adminPassword')}
        label="Contraseña de administrador"
        editing={editing}
        registration={form.register('adminPassword', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
        error={errors.adminPassword?.message}
      />
      <FormActions busy={busy} submitLabel={submitLabel} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
