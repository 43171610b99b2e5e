import { zodResolver } from '../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { pushUpdateSchema } from '../../../../shared/schemas/broadcast/outputs';
import { FieldError } from '../common/FieldError';
import { FormActions } from '../common/FormActions';
import { KeptPasswordField } from '../common/KeptPasswordField';
import { inputClass, labelClass } from '../common/styles';
import { OutputFormatFields } from './OutputFormatFields';

// The same rules as the API; the password may stay empty when editing (the stored one is kept).
const formSchema = pushUpdateSchema;
export type OutputFormValues = z.output<typeof formSchema>;
type FormInput = z.input<typeof formSchema>;

interface Props {
  initial?: Omit<OutputFormValues, 'password'>;
  /** Editing: an empty password keeps the stored one. */
  editing?: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit(values: OutputFormValues): void;
  onCancel?(): void;
  idPrefix: string;
}

const EMPTY: Omit<OutputFormValues, 'password'> = {
  kind: 'icecast',
  host: '',
  port: 8000,
  mount: '/emisora.mp3',
  username: 'source',
  format: 'mp3',
  bitrateKbps: 128,
  public: false,
  enabled: true,
  headerCharset: 'ISO-8859-1',
};

/** Server, mount, credentials, format and bitrate of one Icecast push (create and edit). */
export function OutputForm({
  initial = EMPTY,
  editing = false,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  idPrefix,
}: Props) {
  const form = useForm<FormInput, unknown, OutputFormValues>({
    resolver: zodResolver(
      editing
        ? formSchema
        : formSchema.refine((v) => !!v.password, { message: 'La contraseña es requerida.', path: ['password'] }),
    ),
    defaultValues: { ...initial, password: undefined },
  });
  const errors = form.formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  const submit = (values: OutputFormValues) =>
    onSubmit({ ...values, password: values.password ? values.password : undefined });
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={id('host')} className={labelClass}>
          Servidor Icecast *
        </label>
        <input
          id={id('host')}
          placeholder="icecast.ejemplo.org"
          className={inputClass}
          aria-invalid={!!errors.host}
          {...form.register('host')}
        />
        <FieldError message={errors.host?.message} />
      </div>
      <div>
        <label htmlFor={id('port')} className={labelClass}>
          Puerto *
        </label>
        <input
          id={id('port')}
          type="number"
          className={inputClass}
          aria-invalid={!!errors.port}
          {...form.register('port', { valueAsNumber: true })}
        />
        <FieldError message={errors.port?.message} />
      </div>
      <div>
        <label htmlFor={id('mount')} className={labelClass}>
          Punto de montaje *
        </label>
        <input id={id('mount')} className={inputClass} aria-invalid={!!errors.mount} {...form.register('mount')} />
        <FieldError message={errors.mount?.message} />
      </div>
      <div>
        <label htmlFor={id('username')} className={labelClass}>
          Usuario
        </label>
        <input
          id={id('username')}
          className={inputClass}
          aria-invalid={!!errors.username}
          {...form.register('username')}
        />
        <FieldError message={errors.username?.message} />
      </div>
      <KeptPasswordField
        id={id('password')}
        label={`Contraseña${editing ? '' : ' *'}`}
        editing={editing}
        registration={form.register('password', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
        error={errors.password?.message}
      />
      <OutputFormatFields form={form} id={id} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4" {...form.register('public')} />
        Pública (listada en el directorio de Icecast)
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4" {...form.register('enabled')} />
        Activa (la emisora se conecta)
      </label>
      <FormActions busy={busy} submitLabel={submitLabel} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
