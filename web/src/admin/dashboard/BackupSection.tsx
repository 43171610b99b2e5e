import { Download } from 'lucide-react';
import { cardClass, primaryButton } from '../common/styles';
import { apiUrl } from '../../lib/api';

/** A plain link, not a fetch: the browser streams the archive straight to disk, however large the library. */
export const BACKUP_URL = apiUrl('admin.backup');
const RESTORE_COMMAND = 'npm start -- --restore archivo.tar.gz';

/** 'Configuración', last card: download a backup while on air; restoring happens when the station starts. */
export function BackupSection() {
  return (
    <section className={cardClass} aria-labelledby="backup-title">
      <h2 id="backup-title" className="mb-2 font-semibold">
        Copia de seguridad
      </h2>
      <p className="mb-4 text-sm text-gray-700">
        Descarga en un solo archivo (.tar.gz) la base de datos y todos los archivos de la emisora: canciones, portadas,
        imágenes de la galería y fotos del equipo. La emisión sigue en el aire mientras se prepara. Guárdala fuera de
        este ordenador.
      </p>
      <a href={BACKUP_URL} download className={primaryButton}>
        <Download aria-hidden className="h-4 w-4" />
        Descargar copia de seguridad
      </a>
      <h3 className="mt-6 mb-1 text-sm font-semibold">Restaurar una copia</h3>
      <p className="text-sm text-gray-700">
        Detén la emisora y vuelve a iniciarla indicando el archivo:{' '}
        <code className="rounded bg-gray-100 px-1 py-0.5 text-gray-900">{RESTORE_COMMAND}</code>. La copia se comprueba
        entera antes de usarla; si está dañada, la emisora no arranca y tus datos actuales quedan intactos. Si es
        correcta, los datos actuales no se borran: se guardan junto a la carpeta de datos, en una carpeta terminada en
        «before-restore» y la fecha. La aplicación de escritorio permitirá restaurar desde un menú más adelante.
      </p>
    </section>
  );
}
