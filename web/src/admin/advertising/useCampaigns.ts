import { useQuery } from '@tanstack/react-query';
import { apiQuery, apiUrl, wholeList } from '../../lib/api';

export const airingsCsvUrl = (id: number) => apiUrl('campaigns.airingsCsv', { params: { id } });

export function useCampaigns() {
  return useQuery({ ...apiQuery('campaigns.list'), select: wholeList });
}

export function useAirings(campaignId: number) {
  return useQuery({ ...apiQuery('campaigns.airings', { params: { id: campaignId } }), select: wholeList });
}
