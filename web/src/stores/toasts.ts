import { create } from 'zustand';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ToastState {
  /** Only one toast is visible at a time (spec): a new one replaces the current one. */
  current: ToastMessage | null;
  show(toast: Omit<ToastMessage, 'id'>): void;
  dismiss(): void;
}

let nextId = 1;

export const useToasts = create<ToastState>((set) => ({
  current: null,
  show: (toast) => set({ current: { ...toast, id: nextId++ } }),
  dismiss: () => set({ current: null }),
}));

/** Show a toast from anywhere (event handlers, mutations). */
export const toast = (message: Omit<ToastMessage, 'id'>) => useToasts.getState().show(message);
