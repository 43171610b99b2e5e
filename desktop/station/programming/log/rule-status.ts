import type { Separation, SeparationRule } from '../../../../shared/schemas/music/separation';
import type { SwapCandidate } from '../../../../shared/schemas/music/log-edits';
import { artistNames, foldName } from '../planner/artist-names';

/** A song around the position being edited: one the log plans or the as-run says aired, with when. */
export interface Neighbour {
  at: number;
  artist: string;
  title: string;
  album: string | null;
}

export interface CandidateSong {
  id: number;
  title: string;
  artist: string;
  album: string | null;
  duration: number;
}

const MINUTE = 60_000;
export const RULES: readonly SeparationRule[] = ['title', 'artist', 'album'];
export const minutesOf = (rules: Separation): Record<SeparationRule, number> => ({
  title: rules.titleMin,
  artist: rules.artistMin,
  album: rules.albumMin,
});

/** The folded names each rule compares (featured artists split out when the rules say so). */
export function keysOf(song: { artist: string; title: string; album: string | null }, featured: boolean) {
  return {
    artist: artistNames(song.artist, featured),
    title: song.title ? [foldName(song.title)] : [],
    album: song.album ? [foldName(song.album)] : [],
  };
}

/**
 * How a candidate for a swap stands with each separation rule at `at`, looking both ways: a song swapped in must be
 * far enough from what aired before it and from what the log plans after it (the planner only ever looks back, as
 * it decides in order; a swap lands between decisions already taken).
 */
export function candidateStatus(
  song: CandidateSong,
  at: number,
  neighbours: readonly Neighbour[],
  rules: Separation,
): SwapCandidate {
  const mine = keysOf(song, rules.featuredArtist);
  const minutes = minutesOf(rules);
  const status = RULES.filter((rule) => minutes[rule] > 0).map((rule) => {
    let gap = Number.POSITIVE_INFINITY;
    for (const n of neighbours) {
      const theirs = keysOf(n, rules.featuredArtist)[rule];
      if (mine[rule].some((key) => theirs.includes(key))) gap = Math.min(gap, Math.abs(n.at - at) / MINUTE);
    }
    const keeps = gap >= minutes[rule];
    return { rule, minutes: minutes[rule], keeps, gapMin: Number.isFinite(gap) ? Math.floor(gap) : null };
  });
  return {
    trackId: song.id,
    title: song.title,
    artist: song.artist,
    duration: song.duration,
    keepsAll: status.every((s) => s.keeps),
    rules: status,
  };
}

/** The longest rule, in milliseconds: how far around the position neighbours matter. */
export const reachOf = (rules: Separation): number => Math.max(0, ...Object.values(minutesOf(rules))) * MINUTE;
