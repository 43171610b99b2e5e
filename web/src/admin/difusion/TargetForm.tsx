import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  DIFUSION_EVENTS,
  KIND_EVENTS,
  SECRET_LABELS,
  TARGET_KIND_LABELS,
  TARGET_KINDS,
  type TargetUpdate,
  targetCreateSchema,
  targetUpdateSchema,
} from '../../../../shared/schemas/difusion/difusion';
import { zodResolver } from '../../lib/zod-resolver';
import { FieldError } from '../common/FieldError';
import { FormActions } from '../common/FormActions';
import { inputClass, labelClass } from '../common/styles';
import { TargetEventsFieldset } from './TargetEventsFieldset';

type FormInput = z.input<typeof targetUpdateSchema>;
export type TargetFormValues = TargetUpdate;

interface Props {
  initial?: Omit<TargetFormValues, 'secret'>;
  /** Editing: an empty secret keeps the stored one. */
  editing?: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit(values: TargetFormValues): void;
  onCancel?(): void;
  idPrefix: string;
}

const EMPTY: Omit<TargetFormValues, 'secret'> = {
  kind: 'mastodon',
  name: '',
  enabled: true,
  events: ['song', 'show', 'liveStart', 'request'],
  templates: {},
  minIntervalSeconds: 60,
};

const KIND_FIELDS = {
  mastodon: [['instanceUrl', 'Instancia de Mastodon *', 'https://mastodon.social']],
  telegram: [['chatId', 'Chat o canal *', '@mi_canal o -1001234567890']],
  tunein: [
    ['partnerId', 'Partner id *', ''],
    ['stationId', 'Id de la emisora en TuneIn *', 's123456'],
  ],
  discord: [],
  webhook: [],
} as const;

/** One target: kind and its fields, its write-only secret, the events it posts and a template for each. */
export function TargetForm({
  initial = EMPTY,
  editing = false,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  idPrefix,
}: Props) {
  const form = useForm<FormInput, unknown, TargetFormValues>({
    resolver: zodResolver(editing ? targetUpdateSchema : targetCreateSchema),
    defaultValues: { ...initial, secret: undefined },
  });
  const errors = form.formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  const kind = form.watch('kind');
  const events = KIND_EVENTS[kind] ?? DIFUSION_EVENTS;
  // Events a kind cannot post (TuneIn takes songs only) are not shown, so they must not stay chosen unseen.
  useEffect(() => {
    const chosen = form.getValues('events') ?? [];
    const allowed = chosen.filter((event) => events.includes(event));
    if (allowed.length !== chosen.length) form.setValue('events', allowed);
  }, [events, form]);
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={id('kind')} className={labelClass}>
          Tipo *
        </label>
        <select id={id('kind')} className={inputClass} {...form.register('kind')}>
          {TARGET_KINDS.map((k) => (
            <option key={k} value={k}>
              {TARGET_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={id('name')} className={labelClass}>
          Nombre *
        </label>
        <input id={id('name')} className={inputClass} aria-invalid={!!errors.name} {...form.register('name')} />
        <FieldError message={errors.name?.message} />
      </div>
      {KIND_FIELDS[kind].map(([field, label, placeholder]) => (
        <div key={field}>
          <label htmlFor={id(field)} className={labelClass}>
            {label}
          </label>
          <input
            id={id(field)}
            placeholder={placeholder}
            className={inputClass}
            aria-invalid={!!errors[field]}
            {...form.register(field)}
          />
          <FieldError message={errors[field]?.message} />
        </div>
      ))}
      <div>
        <label htmlFor={id('secret')} className={labelClass}>
          {SECRET_LABELS[kind]}
          {editing ? '' : ' *'}
        </label>
        <input
          id={id('secret')}
          type="password"
          autoComplete="off"
          className={inputClass}
          aria-invalid={!!errors.secret}
          {...form.register('secret', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
        />
        <p className="mt-1 text-xs text-gray-500">
          No se vuelve a mostrar.{editing ? ' Déjalo vacío para conservar el actual.' : ''}
        </p>
        <FieldError message={errors.secret?.message} />
      </div>
      <div>
        <label htmlFor={id('minIntervalSeconds')} className={labelClass}>
          Segundos mínimos entre envíos
        </label>
        <input
          id={id('minIntervalSeconds')}
          type="number"
          min={0}
          className={inputClass}
          aria-invalid={!!errors.minIntervalSeconds}
          {...form.register('minIntervalSeconds', { valueAsNumber: true })}
        />
        <FieldError message={errors.minIntervalSeconds?.message} />
      </div>
      <label className="flex items-center gap-2 self-end text-sm">
        <input type="checkbox" {...form.register('enabled')} /> Activo
      </label>
      <TargetEventsFieldset form={form} kind={kind} events={events} />
      <FormActions busy={busy} submitLabel={submitLabel} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
