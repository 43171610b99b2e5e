import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { cardClass, primaryButton } from '../common/styles';
import { BackupEncryptionNotice } from './BackupEncryptionNotice';
const RESTORE_COMMAND = 'npm start -- --restore archivo.tar.gz';

/** 'Configuración', last card: download a backup while on air; restoring happens when the station starts. */
export function BackupSection() {
  // Staging is a POST (a GET must not start work any page could trigger); the archive itself is then fetched by the
  // browser as a navigation, not a fetch, so it streams straight to disk however large the library.
  const backup = useMutation({
    mutationFn: () => api('admin.backup'),
    onSuccess: ({ downloadUrl }) => window.location.assign(downloadUrl),
    onError: (error: Error) =>
      toast({
        title: 'No se pudo preparar la copia',
        description: errorMessage(error, error.message),
        variant: 'destructive',
      }),
  });
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
      <BackupEncryptionNotice />
      <button type="button" className={primaryButton} disabled={backup.isPending} onClick={() => backup.mutate()}>
        <Download aria-hidden className="h-4 w-4" />
        {backup.isPending ? 'Preparando la copia…' : 'Descargar copia de seguridad'}
      </button>
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
