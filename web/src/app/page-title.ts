import { STATION } from '../../../shared/station/station-facts';

/** A route's title: a catalogue key (public pages, in the visitor's language) or fixed text (the Spanish admin). */
export type PageTitle = { key: string } | { text: string };

/** The station's own title, for the home page and any route without one. */
export const STATION_TITLE = `${STATION.name} ${STATION.frequencyMHz} FM`;

/** "Programació · Ràdio Portbou": the page first, so a row of browser tabs stays readable. */
export function documentTitle(page: string | null): string {
  return page ? `${page} · ${STATION.name}` : STATION_TITLE;
}

export function isPageTitle(value: unknown): value is PageTitle {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.key === 'string' || typeof v.text === 'string';
}
