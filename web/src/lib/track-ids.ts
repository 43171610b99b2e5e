import { TRACK_IDS_MAX } from '../../../shared/schemas/library/tracks';

/** Distinct ids in ascending order, cut into the server's largest request: the same set always makes the same keys. */
export function idChunks(ids: readonly number[], size = TRACK_IDS_MAX): number[][] {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const chunks: number[][] = [];
  for (let i = 0; i < sorted.length; i += size) chunks.push(sorted.slice(i, i + size));
  return chunks;
}
