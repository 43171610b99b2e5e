import { create } from 'zustand';
import type { Levels } from '../../../../shared/schemas/broadcast/studio';

/** The air's latest levels (10 updates a second from the event stream); null until the first arrives. */
export const useLevels = create<{ levels: Levels | null; set(levels: Levels): void }>((set) => ({
  levels: null,
  set: (levels) => set({ levels }),
}));
