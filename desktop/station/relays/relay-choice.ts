/** What the choice of a relay needs to know of each one. */
export interface RelayCandidate {
  listenUrl: string;
  listeners: number;
  /** The configured limit; null when unknown. */
  maxListeners: number | null;
  /** Answering, carrying the mount and the station's title. */
  healthy: boolean;
  contentType: string | null;
}

export type MountFormat = 'mp3' | 'aac' | 'opus';

const FORMAT_OF_TYPE: Record<string, MountFormat> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/aac': 'aac',
  'audio/aacp': 'aac',
  'application/ogg': 'opus',
  'audio/ogg': 'opus',
};

/** The format a relay carries, from the content type its status reports (MP3 when it says nothing). */
const formatOfType = (contentType: string | null): MountFormat | null =>
  contentType === null ? 'mp3' : (FORMAT_OF_TYPE[contentType.split(';')[0]!.trim().toLowerCase()] ?? null);

/**
 * The healthy relays carrying `format` that can take one more listener, best first. A relay whose limit is known
 * goes by the room it has left (limit minus listeners; a full one is left out) and comes before any relay whose
 * limit is unknown, which might be full; those go by the fewest listeners.
 */
export function relaysWithRoom<T extends RelayCandidate>(relays: readonly T[], format: MountFormat): T[] {
  const room = (r: RelayCandidate) => (r.maxListeners === null ? null : r.maxListeners - r.listeners);
  return relays
    .filter((r) => r.healthy && formatOfType(r.contentType) === format && (room(r) ?? 1) > 0)
    .sort((a, b) => {
      const ra = room(a);
      const rb = room(b);
      if (ra !== null && rb !== null) return rb - ra;
      if (ra !== null) return -1;
      if (rb !== null) return 1;
      return a.listeners - b.listeners;
    });
}
