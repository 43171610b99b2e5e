import { Download } from 'lucide-react';
import type { Recording } from '../../../../shared/schemas/archive/recordings';
import { DeleteButton } from '../common/DeleteButton';
import { formatBytes, formatLength } from './recording-format';
import { useDeleteRecording } from './useRecordings';
import { StationTime } from '../../lib/station-clock';
import { LONG, useStationClock } from '../../lib/station-clock';

/** One recording: when, how long, a player that seeks (the server answers Range), download and delete. */
export function RecordingRow({ recording }: { recording: Recording }) {
  const clock = useStationClock();
  const remove = useDeleteRecording();
  const label = `${recording.programTitle} (${clock.format(recording.startedAt, LONG)})`;
  return (
    <li className="space-y-2 rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="recording-row">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <p className="font-medium">{recording.programTitle}</p>
          <p className="text-sm text-gray-600">
            <StationTime at={recording.startedAt} shape="long" /> · {formatLength(recording.durationSec)} ·{' '}
            {formatBytes(recording.sizeBytes)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <a
            href={`${recording.audioUrl}?download=1`}
            className="inline-flex items-center gap-1 rounded p-1.5 text-sm text-gray-700 hover:bg-gray-100"
            aria-label={`Descargar ${label}`}
          >
            <Download aria-hidden className="h-4 w-4" />
            Descargar
          </a>
          <DeleteButton
            itemName={label}
            title="¿Eliminar la grabación?"
            description="Se borrará el archivo de audio. Esta acción no se puede deshacer."
            onConfirm={() => remove.mutate(recording.id)}
            disabled={remove.isPending}
          />
        </div>
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: a recording of the broadcast has no captions to offer */}
      <audio controls preload="none" src={recording.audioUrl} className="w-full" aria-label={`Escuchar ${label}`} />
    </li>
  );
}
