/** The fields rotation decides on. */
export interface RotationCandidate {
  id: number;
  artist: string;
  broken: boolean;
}

const sameArtist = (a: string, b: string | null) => b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * AutoDJ order: a shuffle bag (every playable track once before any repeats), never the same
 * artist twice in a row while the bag offers another, never the same track twice in a row
 * when there is more than one, broken tracks skipped. Pure apart from the injected random.
 */
export function createRotation(random: () => number = Math.random) {
  let bag = new Set<number>();
  let lastId: number | null = null;
  let lastArtist: string | null = null;

  return {
    pick<T extends RotationCandidate>(library: readonly T[]): T | null {
      const playable = library.filter((t) => !t.broken);
      if (playable.length === 0) return null;
      const byId = new Map(playable.map((t) => [t.id, t]));
      for (const id of bag) if (!byId.has(id)) bag.delete(id);
      if (bag.size === 0) bag = new Set(byId.keys());
      const inBag = [...bag].map((id) => byId.get(id)!);
      const notRepeat = inBag.filter((t) => t.id !== lastId || playable.length === 1);
      const pool = notRepeat.length > 0 ? notRepeat : inBag;
      const varied = pool.filter((t) => !sameArtist(t.artist, lastArtist));
      // If one artist fills half of what is left, play them now or the bag corners itself into a repeat.
      const key = (t: T) => t.artist.trim().toLowerCase();
      const counts = new Map<string, number>();
      for (const t of inBag) counts.set(key(t), (counts.get(key(t)) ?? 0) + 1);
      const crowded = varied.filter((t) => counts.get(key(t))! * 2 >= inBag.length);
      const choices = crowded.length > 0 ? crowded : varied.length > 0 ? varied : pool;
      const chosen = choices[Math.floor(random() * choices.length)] ?? choices[0]!;
      bag.delete(chosen.id);
      lastId = chosen.id;
      lastArtist = chosen.artist;
      return chosen;
    },
  };
}
export type Rotation = ReturnType<typeof createRotation>;
