import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import type { OccurrenceView } from '../../../../shared/schemas/programming/show-occurrences';
import type { Show } from '../../../../shared/schemas/programming/shows';
import { apiQuery } from '../../lib/api';
import { dangerButton, secondaryButton } from '../common/styles';
import { OccurrenceMoveSection } from './OccurrenceMoveSection';
import { OccurrenceRecordingSection } from './OccurrenceRecordingSection';
import { OccurrenceReplaceSection } from './OccurrenceReplaceSection';
import { useEditOccurrence } from './use-programming';

interface Props {
  occurrence: OccurrenceView | null;
  onClose(): void;
  /** Moving asks the scope first ("only this one / this and following / all"). */
  onMove(occurrence: OccurrenceView, start: string, durationMin: number): void;
  onEditShow(show: Show): void;
}

const EPISODE_TONE = {
  descargado: 'bg-green-100 text-green-800',
  pendiente: 'bg-gray-100 text-gray-800',
  fallo: 'bg-red-100 text-red-800',
} as const;

/** A syndicated occurrence's episode: on disk, still to come, or failed and why (what stands in is in the reason). */
function EpisodeStatus({ status }: { status: NonNullable<OccurrenceView['syndication']> }) {
  return (
    <div className="text-sm" data-testid="occurrence-episode">
      <span className={`rounded px-2 py-0.5 font-medium ${EPISODE_TONE[status.status]}`}>{status.status}</span>
      {status.episode && <span className="ml-2">«{status.episode.title}»</span>}
      {status.reason && <p className="mt-1 text-red-800">{status.reason}</p>}
    </div>
  );
}

const STATUS = { scheduled: 'Prevista', moved: 'Movida', cancelled: 'Cancelada', replaced: 'Sustituida' } as const;

/**
 * One occurrence: move it (the keyboard's way of dragging it), cancel or restore it, replace it by another show,
 * attach this week's recording, or open its show.
 */
export function OccurrencePanel({ occurrence, onClose, onMove, onEditShow }: Props) {
  return (
    <Dialog.Root open={occurrence !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[95vw] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          {occurrence && <Panel occurrence={occurrence} onClose={onClose} onMove={onMove} onEditShow={onEditShow} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Panel({ occurrence, onClose, onMove, onEditShow }: Props & { occurrence: OccurrenceView }) {
  const shows = useQuery(apiQuery('shows.list'));
  const show = shows.data?.find((s) => s.id === occurrence.showId);
  const edit = useEditOccurrence();
  const act = (body: Parameters<typeof edit.mutate>[0]['edit']) =>
    edit.mutate({ occurrence, edit: body }, { onSuccess: onClose });
  return (
    <div className="space-y-4" data-testid="occurrence-panel">
      <Dialog.Title className="text-lg font-semibold">{occurrence.showName}</Dialog.Title>
      <Dialog.Description className="text-sm text-gray-600">
        {occurrence.date} · {occurrence.startTime}–{occurrence.endTime} · {STATUS[occurrence.status]}
      </Dialog.Description>
      {occurrence.syndication && <EpisodeStatus status={occurrence.syndication} />}
      <OccurrenceMoveSection occurrence={occurrence} onMove={onMove} />
      {occurrence.showId !== null && (
        <OccurrenceReplaceSection
          occurrence={occurrence}
          shows={shows.data}
          onReplace={(replacementShowId) => act({ scope: 'one', action: 'replace', replacementShowId })}
        />
      )}
      {occurrence.kind === 'recorded' && occurrence.showId !== null && (
        <OccurrenceRecordingSection occurrence={occurrence} onAttached={onClose} />
      )}
      <div className="flex flex-wrap gap-2 border-t border-gray-100 pt-4">
        {occurrence.status === 'scheduled' ? (
          <button type="button" className={dangerButton} onClick={() => act({ scope: 'one', action: 'cancel' })}>
            Cancelar esta emisión
          </button>
        ) : (
          <button type="button" className={secondaryButton} onClick={() => act({ scope: 'one', action: 'restore' })}>
            Restaurar la emisión prevista
          </button>
        )}
        {show && (
          <button type="button" className={secondaryButton} onClick={() => onEditShow(show)}>
            Editar el programa
          </button>
        )}
        <Dialog.Close className={secondaryButton}>Cerrar</Dialog.Close>
      </div>
    </div>
  );
}
