import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { formatBytes } from './recording-format';
import { useRecordingStorage } from './useRecordings';

/** The dashboard's warning before the disk fills with recordings. */
export function RecordingStorageNotice({ className = '' }: { className?: string }) {
  const storage = useRecordingStorage();
  if (!storage.data?.warning) return null;
  const { freeBytes, loggerBytes, budgetBytes } = storage.data;
  return (
    <div
      role="alert"
      className={`flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 ${className}`}
    >
      <AlertTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-semibold">El disco de la emisora se está llenando</p>
        <p className="text-sm">
          Quedan {freeBytes === null ? '?' : formatBytes(freeBytes)} libres; el registro de emisión ocupa{' '}
          {formatBytes(loggerBytes)} de un máximo de {formatBytes(budgetBytes)}. Reduce los días o el espacio del
          registro, o borra grabaciones, en{' '}
          <Link to="/admin/recordings" className="underline">
            Grabaciones
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
