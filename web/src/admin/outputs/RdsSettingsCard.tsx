import { useForm } from 'react-hook-form';
import { type RdsState, type RdsView, rdsSettingsSchema } from '../../../../shared/schemas/broadcast/rds';
import { zodResolver } from '../../lib/zod-resolver';
import { FieldError } from '../common/FieldError';
import { cardClass, inputClass, labelClass, primaryButton } from '../common/styles';
import { useRds, useSaveRds } from './rds-api';

const STATUS_TEXT: Record<RdsState['status'], string> = {
  off: 'Sin codificador',
  connecting: 'Conectando…',
  ok: 'Conectado',
  error: 'Sin conexión: se reintenta',
};

/** "RDS y RadioText": where the encoder is, what the radios show, and how the link is doing. */
export function RdsSettingsCard() {
  const rds = useRds();
  return (
    <section className={`${cardClass} mb-8`} aria-labelledby="rds-title">
      <h2 id="rds-title" className="mb-1 text-lg font-semibold">
        RDS y RadioText
      </h2>
      <p className="mb-4 text-sm text-gray-600">
        Los receptores de FM muestran el nombre de la emisora (PS) y lo que suena (RadioText) en cuanto se oye.
      </p>
      {rds.data ? <RdsForm view={rds.data} /> : <p className="text-sm text-gray-500">Cargando…</p>}
    </section>
  );
}

function RdsForm({ view }: { view: RdsView }) {
  const save = useSaveRds();
  const form = useForm({ resolver: zodResolver(rdsSettingsSchema), defaultValues: view.settings });
  const errors = form.formState.errors;
  const { state } = view;
  const text = (id: keyof RdsView['settings'], label: string, hint: string) => (
    <div>
      <label htmlFor={`rds-${id}`} className={labelClass}>
        {label}
      </label>
      <input id={`rds-${id}`} className={inputClass} {...form.register(id)} />
      <p className="mt-1 text-xs text-gray-500">{hint}</p>
      <FieldError message={errors[id]?.message} />
    </div>
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <p className="text-sm" data-testid="rds-state">
        Estado: <strong>{STATUS_TEXT[state.status]}</strong>
        {state.radioText ? ` · RadioText: «${state.radioText}»` : ''}
        {state.lastError ? ` · ${state.lastError}` : ''}
      </p>
      {view.fixedTarget ? (
        <p className="text-sm text-gray-600">
          Codificador fijado al arrancar (--rds): <code>{view.fixedTarget}</code>
        </p>
      ) : (
        text(
          'target',
          'Codificador',
          'tcp://equipo:puerto, udp://equipo:puerto, file:///ruta o serial:///dev/ttyS0?baud=9600. Vacío: sin RDS.',
        )
      )}
      {text(
        'ps',
        'Nombre corto (PS)',
        '8 caracteres en la pantalla del receptor; si es más largo y lo marcas abajo, se desplaza.',
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('psScroll')} /> Desplazar el PS si pasa de 8 caracteres
      </label>
      {text(
        'musicTemplate',
        'RadioText de la música',
        'Usa {artist} y {title}. Como máximo 64 caracteres al emitirse.',
      )}
      {text('liveTemplate', 'RadioText del directo', 'Usa {show} para el nombre del programa.')}
      {text('breakText', 'RadioText de la publicidad', 'Se muestra durante las cuñas.')}
      <div>
        <label htmlFor="rds-resend" className={labelClass}>
          Reenviar cada (s)
        </label>
        <input
          id="rds-resend"
          type="number"
          min={5}
          max={3600}
          className={inputClass}
          {...form.register('resendSeconds', { valueAsNumber: true })}
        />
        <FieldError message={errors.resendSeconds?.message} />
      </div>
      <div>
        <label htmlFor="rds-commands" className={labelClass}>
          Juego de órdenes
        </label>
        <select id="rds-commands" className={inputClass} {...form.register('commandSet')}>
          <option value="rt">RT= y PS= (con RT+ por RTP=)</option>
          <option value="text">TEXT= y DPS= (compatibilidad)</option>
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('rtPlus')} /> Enviar etiquetas RT+ (artista y título)
      </label>
      <button type="submit" className={primaryButton} disabled={save.isPending}>
        Guardar RDS
      </button>
    </form>
  );
}
