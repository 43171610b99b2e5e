import { STATION } from '../../../shared/station-facts';

/**
 * The title players, relays and RDS show for what is on air, as "artist - title". A live show reads as the
 * station and the programme ("Ràdio Portbou - Despertar en la Frontera"); with no programme scheduled the live
 * item's title is the station's name, and the player would show the name alone, so it says "En directo".
 */
export function onAirTitle(item: { kind: string; title: string; artist: string }): string {
  if (item.kind === 'station-id') return item.title;
  if (item.kind === 'live') return `${STATION.name} - ${item.title === STATION.name ? 'En directo' : item.title}`;
  return `${item.artist} - ${item.title}`.replace(/^ - /, '');
}
