import { DropImport } from './DropImport';
import { FolderImportForm } from './FolderImportForm';
import { ImportProgress } from './ImportProgress';

/** "Importar carpeta": bring a whole archive in (a folder on the studio PC, or many dropped files) and follow it. */
export function ImportTab() {
  return (
    <div className="space-y-6">
      <FolderImportForm />
      <DropImport />
      <section aria-labelledby="imports-heading">
        <h2 id="imports-heading" className="mb-2 text-lg font-semibold">
          Importaciones
        </h2>
        <ImportProgress />
      </section>
    </div>
  );
}
