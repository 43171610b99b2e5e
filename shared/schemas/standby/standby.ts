import { z } from 'zod';

/** POST /api/followers: a name to tell the standby PCs apart in the list ("Casa de Marta", "Repetidor"). */
export const followerInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Pon un nombre para reconocer esta estación de reserva.')
    .max(80, 'El nombre no puede pasar de 80 caracteres.')
    .default(''),
});
export type FollowerInput = z.input<typeof followerInputSchema>;

/** The token, shown once: the studio keeps only its hash. */
export const followerCreatedSchema = z.object({ id: z.number().int(), token: z.string() });
export type FollowerCreated = z.infer<typeof followerCreatedSchema>;

export const followerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  /** The last time it asked the studio for anything: a standby that stopped following shows here. */
  lastSeenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type Follower = z.infer<typeof followerSchema>;

/** GET /api/standby/cursor: moves with every committed change of the studio's data (cheap, polled every few seconds). */
export const standbyCursorSchema = z.object({ cursor: z.string() });

const mediaNameSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9]{1,8})?$/i);

/** GET /api/standby/manifest: the studio's data at one cursor, as the follower downloads and checks it. */
export const standbyManifestSchema = z.object({
  cursor: z.string(),
  /** The database snapshot: its digest names it (GET /api/standby/database/:sha256, resumable with Range). */
  database: z.object({
    sha256: z.string().regex(/^[a-f0-9]{64}$/),
    size: z.number().int().nonnegative(),
    schemaVersion: z.number().int().nonnegative(),
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  /** Every media file the data refers to, by kind: named by their content hash, so a follower fetches only what it lacks. */
  media: z.array(z.object({ kind: z.string(), name: mediaNameSchema, size: z.number().int().nonnegative() })),
});
export type StandbyManifest = z.infer<typeof standbyManifestSchema>;

export const standbyDatabaseParamSchema = z.object({
  sha256: z.string().regex(/^[a-f0-9]{64}$/, 'El resumen debe ser un SHA-256 en hexadecimal.'),
});
export const standbyMediaParamSchema = z.object({
  kind: z.string().regex(/^[a-z]+$/, 'Tipo de archivo no válido.'),
  name: mediaNameSchema,
});

/** One as-run row as the follower stored it: its columns by name (the studio keeps those it knows). */
const asRunCell = z.union([z.string(), z.number(), z.null()]);
export const standbyAsRunSchema = z.object({
  rows: z
    .array(
      z.record(z.string().regex(/^[a-z_][a-z0-9_]*$/), asRunCell).refine((row) => Number.isSafeInteger(row.id), {
        message: 'Cada fila necesita su id.',
      }),
    )
    .max(100, 'Como mucho 100 filas por envío.'),
});
export type StandbyAsRunInput = z.infer<typeof standbyAsRunSchema>;
export const standbyAsRunResultSchema = z.object({ stored: z.number().int(), lastId: z.number().int().nullable() });

const ids = z.array(z.number().int());
const instants = z.record(z.string(), z.number());

/**
 * The planner's run as it stood before one of the studio's air decisions: its plan state, shuffle bags and ordered
 * cursors, staff inserts, the rest of a break, the separation history and the log position. From it and the
 * decision's instant a standby decides the same items forward (the log's seeded decisions).
 */
export const standbyRunSchema = z.object({
  plan: z.object({
    musicSinceJingle: z.number().int(),
    lastBreakAt: z.number(),
    showsStarted: z.array(z.string()),
    simulatedAirings: z.record(z.string(), z.number().int()),
    clock: z.object({ hour: z.string(), index: z.number().int(), hardDone: z.array(z.string()).readonly() }).optional(),
  }),
  picker: z.object({
    seed: z.number().int(),
    bags: z.record(z.string(), ids),
    cursors: z.record(z.string(), z.number().int()),
    lastId: z.number().int().nullable(),
    lastArtist: z.string().nullable(),
  }),
  pinned: ids,
  spots: z.array(z.object({ campaignId: z.number().int(), trackId: z.number().int(), breakAt: z.number() })),
  requests: ids,
  separation: z.object({ artist: instants, title: instants, album: instants }),
  seq: z.number().int(),
  cursor: z.object({ hour: z.string(), ordinal: z.number().int(), at: z.number() }).optional(),
});

/**
 * GET /api/standby/air-state: the studio's last air decisions (oldest first), each with the run as it stood just
 * before it. `startedAt` is the studio process's start: with the last decision's id it makes the ETag, so an
 * unchanged state answers 304. Empty before the studio's first decision.
 */
export const standbyAirStateSchema = z.object({
  startedAt: z.string(),
  decisions: z.array(z.object({ at: z.number(), run: standbyRunSchema })),
});
export type StandbyAirState = z.infer<typeof standbyAirStateSchema>;
