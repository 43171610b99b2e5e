import { AS_RUN_KIND_LABEL, type AsRunItem } from '../../../shared/schemas/reports/as-run';
import { TRACK_RIGHTS_LABEL } from '../../../shared/schemas/library/track-rights';
import { wallTime } from '../../../shared/station/station-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** Date and time with seconds in station time (offsets are whole minutes, so the UTC second is the station's). */
export function stationClock(iso: string, timeZone: string): { date: string; time: string } {
  const instant = Date.parse(iso);
  const wall = wallTime(instant, timeZone);
  return { date: wall.date, time: `${wall.time}:${pad(new Date(instant).getUTCSeconds())}` };
}

/**
 * The as-run log's columns, in the station's language (Spanish, like the admin area), in every export: CSV, XLSX,
 * PDF and the inspection package. Times in station time, plus the UTC instant the log recorded.
 */
export const AS_RUN_COLUMNS = [
  'fecha',
  'inicio',
  'fin',
  'segundos',
  'tipo',
  'título',
  'artista',
  'álbum',
  'programa',
  'presentador',
  'campaña',
  'ISRC',
  'compositores',
  'letristas',
  'editorial',
  'sello',
  'año',
  'derechos',
  'fuente',
  'observaciones',
  'inicio UTC',
] as const;

/** The note on a row the standby PC aired. */
export const AIRED_BY_STANDBY = 'Emitido por el PC de reserva';

export function asRunCells(item: AsRunItem, timeZone: string): Array<string | number> {
  const start = stationClock(item.startedAt, timeZone);
  return [
    start.date,
    start.time,
    item.endedAt ? stationClock(item.endedAt, timeZone).time : '',
    item.seconds === null ? '' : Math.round(item.seconds),
    AS_RUN_KIND_LABEL[item.kind],
    item.title,
    item.artist,
    item.album ?? '',
    item.show ?? '',
    item.presenter ?? '',
    item.campaign ?? '',
    item.isrc ?? '',
    item.composers ?? '',
    item.lyricists ?? '',
    item.publisher ?? '',
    item.label ?? '',
    item.year ?? '',
    item.rights ? TRACK_RIGHTS_LABEL[item.rights] : '',
    // A syndicated programme's feed, and why it did not air as meant (or the rules a song's pick relaxed).
    item.feed ?? '',
    [item.standby ? AIRED_BY_STANDBY : null, item.standIn, item.ruleNotes].filter(Boolean).join('; '),
    item.startedAt,
  ];
}
