import type { ReconciliationRow, ReconciliationStatus } from '../../../../shared/schemas/music/log-edits';
import type { AiredRow, PlanRow } from '../../repos/music/log-plan';
import type { StoredLogEdit } from '../../repos/music/log-edits';

/** What took the air instead of the rotation when a planned song never aired. */
const LIVE_KINDS = new Set(['live', 'relay', 'repeat', 'show', 'syndicated']);

/** The statuses as the admin reads them (the page and the CSV). */
export const STATUS_LABELS: Readonly<Record<ReconciliationStatus, string>> = {
  aired: 'Emitido',
  replaced: 'Sustituido',
  moved: 'Movido',
  skipped: 'Omitido',
  live: 'Sustituido por un programa',
  unplanned: 'No previsto',
  pending: 'Pendiente',
};

const song = (r: { trackId: number | null; title: string; artist: string }) => ({
  trackId: r.trackId,
  title: r.title,
  artist: r.artist,
});

/**
 * The day's log beside its as-run, position by position: a planned song that aired there (as planned, replaced by
 * another song, or moved there by the music director), one that never did (a live or recorded programme held the
 * air then, else it was skipped), one still to come, and airings the log never planned (live shows, staff inserts
 * of items the log did not know).
 */
export function reconcile(
  plan: readonly PlanRow[],
  aired: readonly AiredRow[],
  edits: readonly StoredLogEdit[],
  now: number,
): ReconciliationRow[] {
  const byPosition = new Map<number, AiredRow>();
  for (const row of aired)
    if (row.position !== null && !byPosition.has(row.position)) byPosition.set(row.position, row);
  const moved = new Set(edits.filter((e) => e.kind === 'move').map((e) => e.position));
  const planned = new Set(plan.map((p) => p.position));
  const heldBy = (at: number) =>
    aired.some(
      (r) => LIVE_KINDS.has(r.kind) && Date.parse(r.startedAt) <= at && at < (r.endedAt ? Date.parse(r.endedAt) : now),
    );

  const rows: ReconciliationRow[] = plan.map((p) => {
    const hit = byPosition.get(p.position);
    const base = { id: p.position, plannedAt: p.plannedAt, planned: song(p) };
    if (hit) {
      const status: ReconciliationStatus = moved.has(p.position)
        ? 'moved'
        : hit.trackId === p.trackId
          ? 'aired'
          : 'replaced';
      return { ...base, airedAt: hit.startedAt, aired: { ...song(hit), kind: hit.kind }, status };
    }
    const at = Date.parse(p.plannedAt);
    const status: ReconciliationStatus = at > now ? 'pending' : heldBy(at) ? 'live' : 'skipped';
    return { ...base, airedAt: null, aired: null, status };
  });
  for (const r of aired)
    if (r.position === null || !planned.has(r.position))
      rows.push({
        id: r.position,
        plannedAt: null,
        planned: null,
        airedAt: r.startedAt,
        aired: { ...song(r), kind: r.kind },
        status: 'unplanned',
      });
  const when = (r: ReconciliationRow) => r.plannedAt ?? r.airedAt ?? '';
  return rows.sort((a, b) => when(a).localeCompare(when(b)));
}

export const RECONCILIATION_COLUMNS = [
  'Posición',
  'Previsto',
  'Canción prevista',
  'Artista previsto',
  'Emitido',
  'Emisión',
  'Artista emitido',
  'Tipo',
  'Estado',
] as const;

/** One row of the CSV export, in the columns above. */
export const reconciliationCsvRow = (r: ReconciliationRow): string[] => [
  r.id === null ? '' : String(r.id),
  r.plannedAt ?? '',
  r.planned?.title ?? '',
  r.planned?.artist ?? '',
  r.airedAt ?? '',
  r.aired?.title ?? '',
  r.aired?.artist ?? '',
  r.aired?.kind ?? '',
  STATUS_LABELS[r.status],
];
