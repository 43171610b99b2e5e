import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LISTS } from '../../../../shared/web-app/ui-settings';

/** Newest first, no duplicates by name (ignoring case), at most 5 (spec §4, §9). */
export function addRecentArtist(list: readonly string[], name: string, max: number = LISTS.recentArtistsMax): string[] {
  const trimmed = name.trim();
  if (!trimmed) return [...list];
  const key = trimmed.toLocaleLowerCase();
  return [trimmed, ...list.filter((existing) => existing.toLocaleLowerCase() !== key)].slice(0, max);
}

interface RecentArtistsState {
  names: string[];
  add(name: string): void;
}

export const RECENT_ARTISTS_STORAGE_KEY = 'recent-artists';

export const useRecentArtists = create<RecentArtistsState>()(
  persist((set) => ({ names: [], add: (name) => set((state) => ({ names: addRecentArtist(state.names, name) })) }), {
    name: RECENT_ARTISTS_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: (state) => ({ names: state.names }),
  }),
);
