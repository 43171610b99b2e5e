import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { cardClass, primaryButton } from '../common/styles';
import { KeptBackups } from '../core/KeptBackups';
import { RestartingNotice } from '../core/RestartingNotice';
import { RestoreUpload } from '../core/RestoreUpload';
import { useRestore } from '../core/useRestore';
import { BackupEncryptionNotice } from './BackupEncryptionNotice';
/**
 * 'Configuración', last card: download a backup while on air, keep backups on the station, and restore one of them
 * or one from this computer (the station checks it, then restarts with it).
 */
export function BackupSection() {
  const restore = useRestore();
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
      <KeptBackups restore={restore} />
      <RestoreUpload restore={restore} />
      <RestartingNotice message={restore.restarting} />
      {restore.done && (
        <p role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          Copia restaurada: la emisora ha vuelto a arrancar con ella.{' '}
          <a className="font-medium underline" href="/admin/dashboard?section=configuracion">
            Recargar el panel con los datos restaurados
          </a>{' '}
          (si pide entrar de nuevo, los usuarios y las contraseñas son los de la copia).
        </p>
      )}
      <p className="mt-6 text-xs text-gray-600">
        También desde la línea de órdenes, al arrancar: <code>npm start -- --restore archivo.tar.gz</code>.
      </p>
    </section>
  );
}
