import { useState } from 'react';
import type { SetupForm } from '../../../../shared/schemas/core/desktop';
import { inputClass, labelClass, primaryButton } from '../../admin/common/styles';
import { desktopBridge } from '../../lib/desktop-bridge';
import { SetupFieldError } from './SetupFieldError';
import { SetupFolderFields } from './SetupFolderFields';
import { SetupPasswordFields } from './SetupPasswordFields';
import { SetupPortsFields } from './SetupPortsFields';
import { useSetupForm } from './use-setup-form';

/**
 * First run in the desktop window: the station's name, the administrator's password (chosen here, never
 * printed), ports and data folder, or an existing station to bring in (its data folder or a backup).
 */
export default function SetupPage() {
  const bridge = desktopBridge();
  const { form, problem } = useSetupForm(bridge);
  const [starting, setStarting] = useState(false);

  if (!bridge)
    return (
      <main className="mx-auto max-w-xl p-8">
        <h1 className="text-2xl font-bold">Configuración inicial</h1>
        <p className="mt-2 text-gray-700">Esta pantalla solo está en la aplicación de escritorio de Emisora.</p>
      </main>
    );

  const importKind = form.watch('importKind');
  const submit = form.handleSubmit(async (values) => {
    const result = await bridge.submitSetup(values);
    if (result.ok) setStarting(true);
    else form.setError(result.field as keyof SetupForm, { message: result.message }, { shouldFocus: true });
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
          <SetupFieldError error={form.formState.errors.stationName} />
        </div>
        {importKind === 'new' && <SetupPasswordFields form={form} />}
        <SetupFolderFields form={form} bridge={bridge} />
        <SetupPortsFields form={form} />
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
