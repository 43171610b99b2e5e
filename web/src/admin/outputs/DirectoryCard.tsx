import { useForm } from 'react-hook-form';
import { type DirectoryView, directoryListingSchema } from '../../../../shared/schemas/broadcast/directory';
import { zodResolver } from '../../lib/zod-resolver';
import { FieldError } from '../common/FieldError';
import { cardClass, inputClass, labelClass, primaryButton, secondaryButton } from '../common/styles';
import { useDirectory, useSaveDirectory, useSubmitRadioBrowser } from './directory-api';
import { StationTime } from '../../lib/station-clock';

/** "Directorios": how stream directories list the station (icy-* headers) and the radio-browser submission. */
export function DirectoryCard() {
  const directory = useDirectory();
  return (
    <section className={`${cardClass} mb-8`} aria-labelledby="directory-title">
      <h2 id="directory-title" className="mb-1 text-lg font-semibold">
        Directorios
      </h2>
      <p className="mb-4 text-sm text-gray-600">
        Los directorios de radios (radio-browser.info y los reproductores que lo usan) leen estos datos de cada punto de
        montaje.
      </p>
      {directory.data ? <DirectoryForm view={directory.data} /> : <p className="text-sm text-gray-500">Cargando…</p>}
    </section>
  );
}

function DirectoryForm({ view }: { view: DirectoryView }) {
  const save = useSaveDirectory();
  const submit = useSubmitRadioBrowser();
  const form = useForm({ resolver: zodResolver(directoryListingSchema), defaultValues: view.listing });
  const errors = form.formState.errors;
  const field = (id: 'countryCode' | 'subdivision' | 'languageCodes' | 'logoUrl' | 'tags', label: string) => (
    <div>
      <label htmlFor={`directory-${id}`} className={labelClass}>
        {label}
      </label>
      <input id={`directory-${id}`} className={inputClass} {...form.register(id)} />
      <FieldError message={errors[id]?.message} />
    </div>
  );
  const number = (id: 'latitude' | 'longitude', label: string) => (
    <div>
      <label htmlFor={`directory-${id}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`directory-${id}`}
        type="number"
        step="any"
        className={inputClass}
        {...form.register(id, { valueAsNumber: true })}
      />
      <FieldError message={errors[id]?.message} />
    </div>
  );
  return (
    <div className="space-y-4">
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('countryCode', 'País (ISO, dos letras)')}
          {field('subdivision', 'Región (ISO 3166-2)')}
          {field('languageCodes', 'Idiomas (códigos, separados por comas)')}
          {field('tags', 'Etiquetas')}
          {number('latitude', 'Latitud')}
          {number('longitude', 'Longitud')}
        </div>
        {field('logoUrl', 'Logotipo (URL; vacío: el de la emisora)')}
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          Guardar datos de directorio
        </button>
      </form>
      <div className="border-t border-gray-200 pt-4">
        <h3 className="mb-2 text-sm font-semibold">Datos que se envían a radio-browser.info</h3>
        <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="radio-browser-data">
          {Object.entries(view.submission).map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-mono text-gray-500">{name}</dt>
              <dd className="break-all">{String(value)}</dd>
            </div>
          ))}
        </dl>
        <button type="button" className={secondaryButton} disabled={submit.isPending} onClick={() => submit.mutate()}>
          Enviar a radio-browser.info
        </button>
        {view.lastSubmission && (
          <p className="mt-2 text-sm text-gray-600">
            Último envío aceptado: <StationTime at={view.lastSubmission.at} shape="dateTimeSeconds" /> (id{' '}
            <code>{view.lastSubmission.uuid}</code>)
          </p>
        )}
      </div>
    </div>
  );
}
