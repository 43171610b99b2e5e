import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { airingSchema, campaignSchema } from '../../../../shared/schemas/campaigns';
import { trackSchema } from '../../../../shared/schemas/tracks';
import { ADMIN_API } from '../api/admin-urls';

const campaignListSchema = z.array(campaignSchema);
const airingListSchema = z.array(airingSchema);
const trackListSchema = z.array(trackSchema);

export const campaignUrl = (id: number) => `${ADMIN_API.campaigns}/${id}`;
export const airingsUrl = (id: number) => `${campaignUrl(id)}/airings`;
export const airingsCsvUrl = (id: number) => `${airingsUrl(id)}.csv`;

// Responses are parsed with the shared schemas: a server that drifts from the contract shows an error, not NaN.
export function useCampaigns() {
  return useQuery({ queryKey: [ADMIN_API.campaigns], select: (data: unknown) => campaignListSchema.parse(data) });
}

export function useAirings(campaignId: number) {
  return useQuery({ queryKey: [airingsUrl(campaignId)], select: (data: unknown) => airingListSchema.parse(data) });
}

/** Library tracks, any of which can be a spot (spots are uploaded like songs). */
export function useSpotTracks() {
  return useQuery({
    queryKey: [ADMIN_API.tracks],
    select: (data: unknown) =>
      trackListSchema.parse(data).sort((a, b) => a.title.localeCompare(b.title, 'es', { sensitivity: 'base' })),
  });
}
