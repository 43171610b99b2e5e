/** Spec §3 Featured podcast: six, hard-coded. Title, host and description come from podcasts.items.<id>. */
export interface FeaturedPodcast {
  id: string;
  category: 'history' | 'heritage' | 'tourism' | 'leisure' | 'festival' | 'music';
  duration: string;
  date: string;
  colorClass: string;
  label: string;
}

export const FEATURED_PODCASTS: readonly FeaturedPodcast[] = [
  { id: 'border', category: 'history', duration: '42:15', date: '07/06/2025', colorClass: 'bg-red-700', label: 'HI' },
  {
    id: 'benjamin',
    category: 'heritage',
    duration: '35:40',
    date: '14/06/2025',
    colorClass: 'bg-indigo-700',
    label: 'WB',
  },
  {
    id: 'shipyard',
    category: 'heritage',
    duration: '28:05',
    date: '21/06/2025',
    colorClass: 'bg-sky-700',
    label: 'AS',
  },
  {
    id: 'coast',
    category: 'tourism',
    duration: '31:20',
    date: '28/06/2025',
    colorClass: 'bg-emerald-700',
    label: 'CB',
  },
  { id: 'sessions', category: 'music', duration: '58:00', date: '29/06/2025', colorClass: 'bg-amber-800', label: 'SL' },
  {
    id: 'festa',
    category: 'festival',
    duration: '24:45',
    date: '30/06/2025',
    colorClass: 'bg-fuchsia-800',
    label: 'FM',
  },
];
