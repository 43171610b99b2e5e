import { z } from 'zod';

/** What the document's route answers: enough to tell an OpenAPI 3.1 document from anything else. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
