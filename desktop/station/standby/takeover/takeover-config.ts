import { z } from 'zod';
import { TAKEOVER_DEFAULTS } from './takeover-rules';

/** How a standby watches its studio and takes the air: fixed at start (flags), since its database is the studio's copy. */
export interface TakeoverConfig {
  takeoverAfterMs: number;
  handBackAfterMs: number;
  /** The Icecast mount the studio pushes to (http://host:port/mount): its source is the second signal. */
  studioMount?: string;
  /**
   * The standby's own mount on that Icecast (`/reserva.mp3`): the studio's pushes to its listeners' mount, which
   * the standby has in its copy, go there instead, so the two never fight over one mount.
   */
  standbyMount?: string;
  /**
   * The sound card while the studio is on air: `muted` (silence, the device kept open so taking the air costs no
   * start) or `feed` (playing, into the transmitter's second input, which the transmitter's own switch uses).
   */
  standbyAir: 'muted' | 'feed';
}

const seconds = (flag: string, fallback: number) => ({
  flag,
  fallback: String(fallback / 1000),
  schema: z
    .string()
    .regex(/^\d+(\.\d+)?$/, `${flag} must be a number of seconds`)
    .transform((s) => Math.round(Number(s) * 1000))
    .refine((ms) => ms >= 1_000 && ms <= 3_600_000, `${flag} must be between 1 and 3600 seconds`),
});

/** The flags of config/settings.ts that set TakeoverConfig. */
export const TAKEOVER_SETTINGS = {
  takeoverAfter: { ...seconds('takeover-after', TAKEOVER_DEFAULTS.takeoverAfterMs), env: 'EMISORA_TAKEOVER_AFTER' },
  handBackAfter: { ...seconds('hand-back-after', TAKEOVER_DEFAULTS.handBackAfterMs), env: 'EMISORA_HAND_BACK_AFTER' },
  studioMount: {
    flag: 'studio-mount',
    env: 'EMISORA_STUDIO_MOUNT',
    fallback: undefined,
    schema: z
      .url({ protocol: /^https?$/, error: 'studio-mount must be an http(s) URL of an Icecast mount' })
      .optional(),
  },
  standbyMount: {
    flag: 'standby-mount',
    env: 'EMISORA_STANDBY_MOUNT',
    fallback: undefined,
    schema: z
      .string()
      .regex(/^\/[A-Za-z0-9._~\-/]+$/, 'standby-mount must be a mount path such as /reserva.mp3')
      .optional(),
  },
  standbyAir: {
    flag: 'standby-air',
    env: 'EMISORA_STANDBY_AIR',
    fallback: 'muted',
    schema: z.enum(['muted', 'feed'], { error: 'standby-air must be muted or feed' }),
  },
} as const;

export const USAGE_TAKEOVER = `  --takeover-after S  EMISORA_TAKEOVER_AFTER  a standby takes the air after the studio is missing this long (default 10)
  --hand-back-after S  EMISORA_HAND_BACK_AFTER  and gives it back after the studio is seen this long on one signal (default 30)
  --studio-mount URL  EMISORA_STUDIO_MOUNT  the Icecast mount the studio pushes to: its source is the standby's second signal
  --standby-mount PATH  EMISORA_STANDBY_MOUNT  the standby's own mount there (/reserva.mp3): its pushes to the studio's mount go to it
  --standby-air MODE  EMISORA_STANDBY_AIR  a standby's sound card before it takes the air: muted | feed (default muted)`;
