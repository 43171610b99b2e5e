import type { ApiMount } from './app';

/** Route groups beyond the public core, mounted under /api in this order. */
export const API_MOUNTS: readonly ApiMount[] = [];
