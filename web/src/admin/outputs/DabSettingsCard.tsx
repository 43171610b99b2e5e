import { useForm } from 'react-hook-form';
import { type DabView, dabSettingsSchema } from '../../../../shared/schemas/broadcast/dab';
import { apiUrl } from '../../lib/api';
import { zodResolver } from '../../lib/zod-resolver';
import { FieldError } from '../common/FieldError';
import { cardClass, inputClass, labelClass, primaryButton } from '../common/styles';
import { useDab, useSaveDab } from './dab-api';

const SOURCE_TEXT = { cover: 'portada de la canción', show: 'imagen del programa', logo: 'logotipo de la emisora' };

const AUDIO_STATE = { off: 'apagado', starting: 'arrancando', playing: 'enviando', failing: 'sin lector' };

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString('es-ES') : 'nunca');

/** "DAB+ (DLS y diapositivas)": the two paths ODR-PadEnc reads, the station's texts, and what is sent now. */
export function DabSettingsCard() {
  const dab = useDab();
  return (
    <section className={`${cardClass} mb-8`} aria-labelledby="dab-title">
      <h2 id="dab-title" className="mb-1 text-lg font-semibold">
        DAB+ (DLS y diapositivas)
      </h2>
      <p className="mb-4 text-sm text-gray-600">
        ODR-PadEnc lee el texto (DLS, con etiquetas DL Plus) y la diapositiva de lo que suena, a la vez que el RDS.
      </p>
      {dab.data ? <DabNow view={dab.data} /> : <p className="text-sm text-gray-500">Cargando…</p>}
      {dab.data ? <DabForm view={dab.data} /> : null}
    </section>
  );
}

function DabNow({ view: { state } }: { view: DabView }) {
  return (
    <div className="mb-4 flex flex-wrap items-start gap-4" data-testid="dab-state">
      {state.slide.file ? (
        <img
          src={apiUrl('dab.slide', { query: { v: state.slide.file } })}
          alt={`Diapositiva: ${state.slide.source ? SOURCE_TEXT[state.slide.source] : ''}`}
          width={160}
          height={120}
          className="rounded border border-gray-200"
        />
      ) : null}
      <dl className="text-sm">
        <dt className="font-medium">Texto (DLS)</dt>
        <dd>
          {state.dls.text ? `«${state.dls.text}»` : 'Sin fichero DLS'} · escrito: {when(state.dls.writtenAt)}
          {state.dls.error ? <span className="text-red-700"> · Error: {state.dls.error}</span> : null}
        </dd>
        <dt className="mt-2 font-medium">Diapositiva</dt>
        <dd>
          {state.slide.file
            ? `${state.slide.source ? SOURCE_TEXT[state.slide.source] : ''}, ${Math.round((state.slide.bytes ?? 0) / 1024)} kB`
            : 'Sin carpeta de diapositivas'}{' '}
          · escrita: {when(state.slide.writtenAt)}
          {state.slide.error ? <span className="text-red-700"> · Error: {state.slide.error}</span> : null}
        </dd>
        <dt className="mt-2 font-medium">Audio para ODR-AudioEnc</dt>
        <dd>
          {state.audio.path ? `«${state.audio.path}» · ${AUDIO_STATE[state.audio.state]}` : 'Sin tubería (--dab-audio)'}
          {state.audio.alert ? <span className="text-red-700"> · {state.audio.alert}</span> : null}
        </dd>
      </dl>
    </div>
  );
}

function DabForm({ view }: { view: DabView }) {
  const save = useSaveDab();
  const form = useForm({ resolver: zodResolver(dabSettingsSchema), defaultValues: view.settings });
  const errors = form.formState.errors;
  const text = (id: 'dlsFile' | 'slidesDir' | 'stationText' | 'breakText', label: string, hint: string) => (
    <div>
      <label htmlFor={`dab-${id}`} className={labelClass}>
        {label}
      </label>
      <input id={`dab-${id}`} className={inputClass} {...form.register(id)} />
      <p className="mt-1 text-xs text-gray-500">{hint}</p>
      <FieldError message={errors[id]?.message} />
    </div>
  );
  const fixed = (flag: string, path: string) => (
    <p className="text-sm text-gray-600">
      Fijado al arrancar ({flag}): <code>{path}</code>
    </p>
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      {view.fixed.dlsFile
        ? fixed('--dls', view.fixed.dlsFile)
        : text('dlsFile', 'Fichero DLS', 'Ruta absoluta; la misma que ODR-PadEnc lee con -t. Vacío: sin DLS.')}
      {view.fixed.slidesDir
        ? fixed('--slides', view.fixed.slidesDir)
        : text(
            'slidesDir',
            'Carpeta de diapositivas',
            'Ruta absoluta; la misma que ODR-PadEnc lee con -d. Solo contiene la diapositiva actual. Vacío: sin diapositivas.',
          )}
      {text(
        'stationText',
        'Texto de la emisora',
        'Entre canciones y con las cuñas de la emisora. Como máximo 128 caracteres.',
      )}
      {text('breakText', 'Texto de la publicidad', 'Se muestra durante las cuñas.')}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('dlPlus')} /> Enviar etiquetas DL Plus (artista, título, programa)
      </label>
      <button type="submit" className={primaryButton} disabled={save.isPending}>
        Guardar DAB+
      </button>
    </form>
  );
}
