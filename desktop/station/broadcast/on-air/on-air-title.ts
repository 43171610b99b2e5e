import { STATION } from '../../../../shared/station/station-facts';
import { type LiveSong, songText } from './live-song';

/**
 * The title players, relays and RDS show for what is on air, as "artist - title". A live show reads as its
 * presenter's song when the encoder sent one, else as the station and the programme ("Ràdio Portbou - Despertar en la Frontera"); with no programme scheduled the live
 * item's title is the station's name, and the player would show the name alone, so it says "En directo".
 */
export function onAirTitle(item: { kind: string; title: string; artist: string; song?: LiveSong }): string {
  if (item.kind === 'station-id') return plainTitle(item.title);
  // The song a presenter's encoder sent reads as the rotation's do.
  if (item.kind === 'live' && item.song) return plainTitle(songText(item.song));
  if (item.kind === 'live')
    return plainTitle(`${STATION.name} - ${item.title === STATION.name ? 'En directo' : item.title}`);
  return plainTitle(`${item.artist} - ${item.title}`.replace(/^ - /, ''));
}

/**
 * Tags and typed titles can hold control characters (a NUL, an escape, a line break, C1 codes from mis-decoded
 * Latin-1): in a StreamTitle they cut the value short or reach a relay's log and a listener's terminal as commands.
 * Each run, with the spaces around it, becomes one space; the line and paragraph separators too (players break
 * lines on them).
 */
export const plainTitle = (title: string): string =>
  title.replace(/\s*[\p{Cc}\u2028\u2029][\p{Cc}\u2028\u2029\s]*/gu, ' ').trim();
