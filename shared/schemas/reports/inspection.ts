import { z } from 'zod';

export const PACKAGE_FORMAT = 'emisora-inspection-package/1';

/** manifest.json of an inspection package: every other file with its SHA-256, who made it, for what window. */
export const packageManifestSchema = z.object({
  format: z.literal(PACKAGE_FORMAT),
  station: z.object({ name: z.string(), frequencyMHz: z.number(), town: z.string(), licence: z.string() }),
  window: z.object({ from: z.string(), to: z.string(), timeZone: z.string() }),
  exportedAt: z.string(),
  exportedBy: z.string(),
  /** The logger audio the window holds, and the stretches it lacks (the logger was off or the station down). */
  audio: z.object({
    covered: z.array(z.object({ from: z.string(), to: z.string() })),
    gaps: z.array(z.object({ from: z.string(), to: z.string() })),
  }),
  /** SHA-256 of the signing key's SPKI DER: says which key signed without trusting the copy in the package. */
  keySha256: z.string(),
  files: z.array(z.object({ name: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int() })),
});
export type PackageManifest = z.infer<typeof packageManifestSchema>;

/** What checking a package found: valid only when the signature and every file agree. */
export const packageCheckSchema = z.object({
  valid: z.boolean(),
  problems: z.array(z.string()),
  manifest: packageManifestSchema.nullable(),
});
export type PackageCheck = z.infer<typeof packageCheckSchema>;

/** PUT /api/reports/settings: the licence data a package's manifest carries. */
export const licenceSchema = z.object({
  licence: z
    .string({ error: 'Indica los datos de la licencia.' })
    .trim()
    .max(300, 'Los datos de la licencia no pueden superar 300 caracteres.'),
});

/** GET /api/reports/settings: the licence, and the fingerprint of the key the packages are signed with. */
export const reportSettingsSchema = licenceSchema.extend({
  /** SHA-256 of the station key's public half (as `keySha256` in a manifest): what an inspector compares. */
  keySha256: z.string(),
});
