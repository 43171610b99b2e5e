import type { z } from 'zod';
import '../../../../shared/text/zod-spanish';
import { fromZod } from './errors';

/** Parse with a shared schema; a failure becomes a 400 that names the field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZod(result.error);
  return result.data;
}
