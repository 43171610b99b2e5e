import type { Airing } from '../../../../../shared/schemas/programming/campaigns';
import { wallTime } from '../../../../../shared/station/station-time';
import { spreadsheetCsv } from '../../route-helpers/spreadsheet-csv';

const pad = (n: number) => String(n).padStart(2, '0');

export const airingsCsvName = (campaignId: number) => `campana-${campaignId}-emisiones.csv`;

/**
 * The advertiser's proof of airing as a spreadsheet: date and time in station time (what the advertiser heard),
 * the UTC instant (what the log recorded), the spot, seconds on air and listeners. Seconds are whole so no decimal
 * separator can be misread by a Spanish locale.
 */
export function airingsCsv(airings: readonly Airing[], timeZone: string): string {
  const rows = airings.map((airing) => {
    const instant = Date.parse(airing.airedAt);
    const wall = wallTime(instant, timeZone);
    // Zone offsets are whole minutes, so the UTC second is the station's second too.
    return [
      wall.date,
      `${wall.time}:${pad(new Date(instant).getUTCSeconds())}`,
      new Date(instant).toISOString(),
      airing.spot.title,
      Math.round(airing.durationSec),
      airing.listeners,
    ];
  });
  return spreadsheetCsv(['fecha', 'hora', 'utc', 'cuña', 'duración (s)', 'oyentes'], rows);
}
