import type { UseFormReturn } from 'react-hook-form';
import type { DesktopBridge, SetupForm } from '../../../../shared/schemas/core/desktop';
import { inputClass, labelClass, secondaryButton } from '../../admin/common/styles';
import { SetupFieldError } from './SetupFieldError';

interface Props {
  form: UseFormReturn<SetupForm>;
  bridge: DesktopBridge;
}

/** The data folder and, when restoring, the backup file: typed, or chosen in the system's dialog. */
export function SetupFolderFields({ form, bridge }: Props) {
  const errors = form.formState.errors;
  const importKind = form.watch('importKind');
  return (
    <>
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
        <SetupFieldError error={errors.dataDir} />
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
          <SetupFieldError error={errors.importPath} />
        </div>
      )}
    </>
  );
}
