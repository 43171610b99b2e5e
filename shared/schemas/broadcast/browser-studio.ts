import { z } from 'zod';

/** The browser studio's WebSocket, relative to the site: `ws(s)://<host>` + this. */
export const BROWSER_STUDIO_PATH = '/api/me/live/browser';

/**
 * What the station tells the browser studio. `state`: where the live arbiter put the connection (`standby` until
 * the slot's start, `air` from it; each `air` names a new take the browser records), `until` the kick time (ms, null
 * for an admin's any-hour session) and `now` the station's clock, so the countdown does not trust the computer's.
 * `refused` (outside the slot, with the reason) and `ended` (kicked at the slot's end) close the socket.
 */
export const browserStudioMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('state'),
    mode: z.enum(['standby', 'air']),
    take: z.number().int(),
    until: z.number().nullable(),
    showName: z.string().nullable(),
    now: z.number(),
  }),
  z.object({ type: z.literal('refused'), reason: z.string() }),
  z.object({ type: z.literal('ended'), reason: z.string() }),
]);
export type BrowserStudioMessage = z.infer<typeof browserStudioMessageSchema>;
