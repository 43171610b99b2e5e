import { TriangleAlert } from 'lucide-react';
import type { AdminStreamingStatus } from '../../../../shared/schemas/broadcast/streaming';

/** A live programme is on the schedule now and OBS is silent: the station keeps the air with the slot's music. */
export function LiveMissingNotice({
  liveMissing,
  className = '',
}: {
  liveMissing: AdminStreamingStatus['liveMissing'] | undefined;
  className?: string;
}) {
  if (!liveMissing) return null;
  return (
    <p
      role="status"
      className={`${className} flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900`}
    >
      <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        <strong>Falta el directo:</strong> «{liveMissing.title}» ({liveMissing.start}–{liveMissing.end}) está programado
        en directo y OBS no emite; suena su lista.
      </span>
    </p>
  );
}
