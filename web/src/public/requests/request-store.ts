import { create } from 'zustand';
import type { Track } from '../../../../shared/schemas/library/tracks';

interface RequestDialogState {
  open: boolean;
  /** The song chosen from a row of /music; null: the listener searches first. */
  track: Track | null;
  ask(track?: Track | null): void;
  close(): void;
}

/** The one "Pide una canción" dialog of a page: a row's button or the page's own button opens it. */
export const useRequestDialog = create<RequestDialogState>((set) => ({
  open: false,
  track: null,
  ask: (track = null) => set({ open: true, track }),
  close: () => set({ open: false, track: null }),
}));
