import { z } from 'zod';

/**
 * The body of every refused API call: `error` is the stable machine-readable code (validation_failed, not_found,
 * …), `message` the Spanish text a person reads, `field` the input it is about when there is one. The server's
 * error handler writes it and the web app reads it with this one schema; the spec's clients read the same keys.
 */
export const apiErrorSchema = z.object({
  error: z.string().min(1),
  message: z.string(),
  field: z.string().min(1).optional(),
});

export type ApiErrorBody = z.output<typeof apiErrorSchema>;
