import { useQuery } from '@tanstack/react-query';
import { LockKeyhole, TriangleAlert } from 'lucide-react';
import { apiQuery } from '../../lib/api';

/** Whether the archive will hold the station's secrets in clear (no EMISORA_BACKUP_PASSPHRASE) or encrypted. */
export function BackupEncryptionNotice() {
  const encryption = useQuery(apiQuery('admin.backupEncryption'));
  if (!encryption.data) return null;
  if (encryption.data.encrypted)
    return (
      <p role="note" className="mb-4 flex items-start gap-2 text-sm text-gray-700">
        <LockKeyhole aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          La copia se descarga cifrada (.tar.gz.age) con la frase de EMISORA_BACKUP_PASSPHRASE. Para restaurarla hace
          falta la misma frase: guárdala aparte de la copia.
        </span>
      </p>
    );
  return (
    <p
      role="note"
      className="mb-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        <strong>La copia no está cifrada.</strong> Contiene la clave de emisión, el token de métricas, las contraseñas
        de los envíos a Icecast, las direcciones de los webhooks y los tokens de Difusión: quien tenga el archivo puede
        emitir y publicar en nombre de la emisora. Guárdala en un lugar seguro, o inicia la emisora con
        EMISORA_BACKUP_PASSPHRASE para cifrar las copias.
      </span>
    </p>
  );
}
