import { zodResolver } from '../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { OUTPUT_FORMATS, PUSH_BITRATES, pushUpdateSchema } from '../../../../shared/schemas/outputs';
import { FieldError } from '../common/FieldError';
import { FormActions } from '../common/FormActions';
import { KeptPasswordField } from '../common/KeptPasswordField';
import { inputClass, labelClass } from '../common/styles';

// The same rules as the API; the password may stay empty when editing (the stored one is kept).
const formSchema = pushUpdateSchema;
export type OutputFormValues = z.output<typeof formSchema>;
type FormInput = z.input<typeof formSchema>;

const FORMAT_LABELS = { mp3: 'MP3', aac: 'AAC', opus: 'Opus (Ogg)' } as const;

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
  const format = form.watch('format') ?? 'mp3';
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
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={id('format')} className={labelClass}>
            Formato
          </label>
          <select
            id={id('format')}
            className={inputClass}
            {...form.register('format', {
              onChange: (e) =>
                form.setValue('bitrateKbps', e.target.value === 'mp3' ? 128 : e.target.value === 'aac' ? 64 : 96),
            })}
          >
            {OUTPUT_FORMATS.map((f) => (
              <option key={f} value={f}>
                {FORMAT_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={id('bitrate')} className={labelClass}>
            Tasa (kbps)
          </label>
          <select
            id={id('bitrate')}
            className={inputClass}
            aria-invalid={!!errors.bitrateKbps}
            {...form.register('bitrateKbps', { valueAsNumber: true })}
          >
            {PUSH_BITRATES[format].map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
          <FieldError message={errors.bitrateKbps?.message} />
        </div>
      </div>
      {format !== 'opus' && (
        <div className="sm:col-span-2">
          <label htmlFor={id('charset')} className={labelClass}>
            Juego de caracteres del punto de montaje
          </label>
          <select id={id('charset')} className={inputClass} {...form.register('headerCharset')}>
            <option value="ISO-8859-1">ISO-8859-1 (el de Icecast si no se cambia)</option>
            <option value="UTF-8">UTF-8 (si el montaje tiene &lt;charset&gt;UTF-8&lt;/charset&gt;)</option>
          </select>
          <p className="mt-1 text-xs text-gray-500">
            Si el nombre de la emisora sale vacío o con letras raras en Icecast, elige el otro.
          </p>
        </div>
      )}
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
