import { zodResolver } from '../../lib/zod-resolver';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type SetupForm, setupFormSchema } from '../../../../shared/schemas/desktop';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../../admin/common/styles';
import { desktopBridge } from '../desktop-bridge';

type Field = keyof SetupForm;

/**
 * First run in the desktop window: the station's name, the administrator's password (chosen here, never
 * printed), ports and data folder, or an existing station to bring in (its data folder or a backup).
 */
export default function SetupPage() {
  const bridge = desktopBridge();
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const form = useForm<SetupForm>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: {
      stationName: '',
      password: '',
      passwordRepeat: '',
      port: 8080,
      rtmpPort: 1935,
      flvPort: 8000,
      dataDir: '',
      importKind: 'new',
      importPath: '',
      openAtLogin: true,
    },
  });
  useEffect(() => {
    void bridge?.setupDefaults().then((defaults) => {
      if (!defaults) return;
      // Only the form's fields: the schema is strict, an extra key would refuse the whole form.
      const { problem: shownProblem, ...fields } = defaults;
      form.reset({ ...form.getValues(), ...fields });
      setProblem(shownProblem);
    });
  }, [bridge, form]);

  if (!bridge)
    return (
      <main className="mx-auto max-w-xl p-8">
        <h1 className="text-2xl font-bold">Configuración inicial</h1>
        <p className="mt-2 text-gray-700">Esta pantalla solo está en la aplicación de escritorio de Emisora.</p>
      </main>
    );

  const errors = form.formState.errors;
  const importKind = form.watch('importKind');
  const error = (field: Field) =>
    errors[field] && (
      <p role="alert" className="mt-1 text-sm text-red-600">
        {errors[field]?.message}
      </p>
    );
  const numberField = (field: 'port' | 'rtmpPort' | 'flvPort', label: string, hint: string) => (
    <div>
      <label htmlFor={field} className={labelClass}>
        {label}
      </label>
      <input id={field} type="number" className={inputClass} {...form.register(field, { valueAsNumber: true })} />
      <p className="mt-1 text-xs text-gray-500">{hint}</p>
      {error(field)}
    </div>
  );

  const submit = form.handleSubmit(async (values) => {
    const result = await bridge.submitSetup(values);
    if (result.ok) setStarting(true);
    else form.setError(result.field as Field, { message: result.message }, { shouldFocus: true });
  });

  if (starting)
    return (
      <main className="mx-auto max-w-xl p-8" role="status">
        <h1 className="text-2xl font-bold">Arrancando la emisora…</h1>
        <p className="mt-2 text-gray-700">En unos segundos se abre el estudio. Entra con el usuario «admin».</p>
      </main>
    );

  return (
    <main className="mx-auto max-w-2xl space-y-6 p-8">
      <header>
        <h1 className="text-3xl font-bold">Bienvenida a Emisora</h1>
        <p className="mt-1 text-gray-700">Tres datos y la emisora sale al aire.</p>
      </header>
      {problem && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-700">
          {problem}
        </p>
      )}
      <form className="space-y-6" onSubmit={submit} noValidate>
        <fieldset className="space-y-2">
          <legend className="text-lg font-semibold">Tu emisora</legend>
          <label className="flex items-center gap-2">
            <input type="radio" value="new" {...form.register('importKind')} /> Empezar una emisora nueva
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="folder" {...form.register('importKind')} /> Usar una carpeta de datos que ya
            tengo
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="backup" {...form.register('importKind')} /> Restaurar una copia de seguridad
          </label>
        </fieldset>
        <div>
          <label htmlFor="stationName" className={labelClass}>
            Nombre de la emisora
          </label>
          <input id="stationName" className={inputClass} {...form.register('stationName')} />
          {error('stationName')}
        </div>
        {importKind === 'new' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="password" className={labelClass}>
                Contraseña del administrador («admin»)
              </label>
              <input
                id="password"
                type="password"
                autoComplete="new-password"
                className={inputClass}
                {...form.register('password')}
              />
              {error('password')}
            </div>
            <div>
              <label htmlFor="passwordRepeat" className={labelClass}>
                Repite la contraseña
              </label>
              <input
                id="passwordRepeat"
                type="password"
                autoComplete="new-password"
                className={inputClass}
                {...form.register('passwordRepeat')}
              />
              {error('passwordRepeat')}
            </div>
          </div>
        )}
        <div>
          <label htmlFor="dataDir" className={labelClass}>
            {importKind === 'folder' ? 'Carpeta de datos existente' : 'Carpeta de datos'}
          </label>
          <div className="flex gap-2">
            <input id="dataDir" className={inputClass} {...form.register('dataDir')} />
            <button
              type="button"
              className={secondaryButton}
              onClick={() =>
                void bridge.chooseFolder().then((dir) => dir && form.setValue('dataDir', dir, { shouldValidate: true }))
              }
            >
              Elegir…
            </button>
          </div>
          {error('dataDir')}
        </div>
        {importKind === 'backup' && (
          <div>
            <label htmlFor="importPath" className={labelClass}>
              Copia de seguridad (.tar.gz)
            </label>
            <div className="flex gap-2">
              <input id="importPath" className={inputClass} {...form.register('importPath')} />
              <button
                type="button"
                className={secondaryButton}
                onClick={() =>
                  void bridge
                    .chooseBackup()
                    .then((file) => file && form.setValue('importPath', file, { shouldValidate: true }))
                }
              >
                Elegir…
              </button>
            </div>
            {error('importPath')}
          </div>
        )}
        {/* Opened by a port problem, so its message is seen. */}
        <details
          className="rounded-lg border border-gray-200 p-3"
          open={errors.port || errors.rtmpPort || errors.flvPort ? true : undefined}
        >
          <summary className="cursor-pointer font-medium">Puertos (cámbialos solo si otro programa los usa)</summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-3">
            {numberField('port', 'Web y emisión', 'La web, el estudio y /stream.')}
            {numberField('rtmpPort', 'Entrada de OBS (RTMP)', 'El servidor que pones en OBS.')}
            {numberField('flvPort', 'Salida HTTP-FLV', 'Vídeo directo para reproductores.')}
          </div>
        </details>
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register('openAtLogin')} /> Arrancar Emisora al encender el ordenador
        </label>
        <button type="submit" className={`${primaryButton} w-full py-3 text-lg`} disabled={form.formState.isSubmitting}>
          Guardar y salir al aire
        </button>
      </form>
    </main>
  );
}
