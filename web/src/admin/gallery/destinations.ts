/** Destinations as the spec's upload form names them; the server stores 'gallery' as 'art'. */
export const DESTINATIONS = [
  { value: 'gallery', label: 'Galería de la radio' },
  { value: 'shipyard', label: 'Astilleros Saetia' },
] as const;

export type Destination = (typeof DESTINATIONS)[number]['value'];

/** The query parameter a link sets to open the upload form on a destination (the dashboard's quick actions). */
export const DESTINATION_PARAM = 'destination';

/** The destination a link asked for; the radio's gallery when it asked for none or for one that does not exist. */
export function destinationFrom(search: URLSearchParams): Destination {
  const asked = search.get(DESTINATION_PARAM);
  return DESTINATIONS.find((d) => d.value === asked)?.value ?? 'gallery';
}

/** Where a link opens the upload form on `destination`. */
export const uploadImageHref = (destination: Destination) =>
  `/admin/upload/gallery?${new URLSearchParams({ [DESTINATION_PARAM]: destination })}`;
