import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SpotifyTokenState {
  /** The visitor's provider access token, kept only in this browser (spec §3). */
  token: string | null;
  connect(token: string): void;
  disconnect(): void;
}

export const SPOTIFY_TOKEN_STORAGE_KEY = 'spotify-token';

export const useSpotifyToken = create<SpotifyTokenState>()(
  persist(
    (set) => ({
      token: null,
      connect: (token) => set({ token }),
      disconnect: () => set({ token: null }),
    }),
    {
      name: SPOTIFY_TOKEN_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ token: state.token }),
    },
  ),
);
