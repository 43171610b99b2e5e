/** The worklet processor's registered name (ring-processor.ts), shared with the page that creates its node. */
export const RING_PROCESSOR = 'emisora-air-ring';
