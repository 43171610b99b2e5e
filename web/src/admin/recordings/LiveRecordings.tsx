import { Loader2 } from 'lucide-react';
import { RecordingRow } from './RecordingRow';
import { useRecordingPage } from './useRecordings';
import { plural } from '../../../../shared/text/plural';

/** Every recorded live show, newest first. */
export function LiveRecordings() {
  const page = useRecordingPage('live');
  if (page.isPending)
    return (
      <div role="status" className="flex justify-center py-8">
        <Loader2 aria-label="Cargando grabaciones" className="h-8 w-8 animate-spin text-gray-500" />
      </div>
    );
  if (page.isError)
    return (
      <p role="alert" className="text-red-600">
        No se pudieron cargar las grabaciones.
      </p>
    );
  if (page.data.items.length === 0)
    return (
      <p className="py-8 text-center text-gray-600">
        Todavía no hay grabaciones. Cada programa en directo se graba solo, desde que sale al aire hasta que termina.
      </p>
    );
  return (
    <div>
      <p className="mb-3 text-sm text-gray-600">
        {plural(page.data.total, { one: '# grabación', other: '# grabaciones' })}
        {page.data.total > page.data.items.length
          ? ` (${plural(page.data.items.length, { one: 'se muestra la más reciente', other: 'se muestran las # más recientes' })})`
          : ''}
      </p>
      <ul className="space-y-3" data-testid="live-recordings">
        {page.data.items.map((recording) => (
          <RecordingRow key={recording.id} recording={recording} />
        ))}
      </ul>
    </div>
  );
}
