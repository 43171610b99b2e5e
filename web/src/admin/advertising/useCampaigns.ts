import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { airingSchema, campaignSchema } from '../../../../shared/schemas/campaigns';
import { ADMIN_API } from '../api/admin-urls';

const campaignListSchema = z.array(campaignSchema);
const airingListSchema = z.array(airingSchema);

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
