import { z } from 'zod';
import { separationMinutesShape } from './categories';

/**
 * The station's separation rules: minutes between two songs of the same artist, two airings of the same title
 * and two songs of the same album; with `featuredArtist`, "A feat. B" counts as a song by A and by B. Zero
 * minutes is no rule. A category may set its own minutes (categories.ts).
 */
export const separationSchema = z.object({
  artistMin: separationMinutesShape.artistMin,
  titleMin: separationMinutesShape.titleMin,
  albumMin: separationMinutesShape.albumMin,
  featuredArtist: z.boolean(),
});
export type Separation = z.infer<typeof separationSchema>;

/** PUT /api/separation: album and featured-artist may be left out (no album rule; featured artists count). */
export const separationInputSchema = z.object({
  artistMin: separationMinutesShape.artistMin,
  titleMin: separationMinutesShape.titleMin,
  albumMin: separationMinutesShape.albumMin.default(0),
  featuredArtist: z.boolean({ error: 'featuredArtist debe ser verdadero o falso.' }).default(true),
});

/** Until the music director sets them, no minutes: the rotation keeps only its own "not twice in a row". */
export const SEPARATION_DEFAULTS: Separation = { artistMin: 0, titleMin: 0, albumMin: 0, featuredArtist: true };

export const SEPARATION_RULES = ['title', 'artist', 'album'] as const;
export type SeparationRule = (typeof SEPARATION_RULES)[number];

/** A rule that gave way on a planned item, with the note the log, the studio and the as-run show. */
export const ruleViolationSchema = z.object({
  rule: z.enum(SEPARATION_RULES),
  message: z.string(),
});
export type RuleViolation = z.infer<typeof ruleViolationSchema>;
